import { GalleryAlbums } from '@/components/gallery/gallery-albums';
import { PageShell } from '@/components/layout/page-shell';
import { defaultSeo } from '@/content/seo';
import { contentRouteMetadata } from '@/server/page-data/seo';
import { getGallery } from '@/content/venue';
import { resolveLocale, type LocaleParams } from '@/i18n/params';

export const revalidate = 3600;
export const generateMetadata = contentRouteMetadata('gallery');

export default async function GalleryPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <PageShell locale={locale} route="gallery" lead={defaultSeo(locale, 'gallery')?.description}>
      <GalleryAlbums albums={getGallery(locale)} locale={locale} />
    </PageShell>
  );
}
