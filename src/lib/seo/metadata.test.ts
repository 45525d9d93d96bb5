import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { DEFAULT_SOCIAL_IMAGE, pageMetadata } from './metadata';

type OpenGraph = {
  siteName?: string;
  locale?: string;
  alternateLocale?: string[];
  images?: { url: string; alt?: string }[];
};

describe('Open Graph tags of a page', () => {
  it('names the site, its locale and the other locale on every page', () => {
    const og = pageMetadata({ locale: 'vi', path: '/menu', title: 'Thực đơn' })
      .openGraph as OpenGraph;
    expect(og.siteName).toBe(vi.Metadata.siteName);
    expect(og.locale).toBe('vi_VN');
    expect(og.alternateLocale).toEqual(['en_US']);
    const ogEn = pageMetadata({ locale: 'en', path: '/menu', title: 'Menu' })
      .openGraph as OpenGraph;
    expect(ogEn.siteName).toBe(en.Metadata.siteName);
    expect(ogEn.alternateLocale).toEqual(['vi_VN']);
  });

  it('describes the default social card in the page’s language', () => {
    const og = pageMetadata({ locale: 'en', path: '/about', title: 'About us' })
      .openGraph as OpenGraph;
    expect(og.images).toEqual([
      { url: DEFAULT_SOCIAL_IMAGE, alt: en.StructuredData.socialImageAlt },
    ]);
  });

  it('describes a page’s own image by its alt text, or by the page’s title without one', () => {
    const withAlt = pageMetadata({
      locale: 'vi',
      path: '/posts/le-hoi',
      title: 'Lễ hội',
      image: '/images/posts/le-hoi.webp',
      imageAlt: 'Đồi hoa dưới ga đỉnh',
    }).openGraph as OpenGraph;
    expect(withAlt.images?.[0]?.alt).toBe('Đồi hoa dưới ga đỉnh');
    const withoutAlt = pageMetadata({
      locale: 'vi',
      path: '/products/tra',
      title: 'Chè Shan tuyết',
      image: '/images/products/tra.webp',
    }).openGraph as OpenGraph;
    expect(withoutAlt.images?.[0]).toEqual({
      url: '/images/products/tra.webp',
      alt: 'Chè Shan tuyết',
    });
  });
});
