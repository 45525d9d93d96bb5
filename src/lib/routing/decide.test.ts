import { decideRoute } from './decide';
import type { RedirectRule } from './redirect-rules';

const rules: RedirectRule[] = [
  { from: '/khuyen-mai', to: '/bai-viet/uu-dai-mua-thu', permanent: true },
  { from: '/facebook', to: 'https://www.facebook.com/captreonuimay', permanent: false },
  { from: '/bai-viet/bai-cu', to: '/bai-viet/bai-moi', permanent: true },
];

const decide = (pathname: string, cookieLocale?: string, search = '') =>
  decideRoute({ pathname, cookieLocale, rules, search });

describe('unprefixed paths', () => {
  it('send / to the Vietnamese home with a temporary redirect by default', () => {
    expect(decide('/')).toEqual({ kind: 'redirect', location: '/vi', status: 307 });
  });

  it('send / to the remembered locale', () => {
    expect(decide('/', 'en')).toEqual({ kind: 'redirect', location: '/en', status: 307 });
  });

  it('ignore a cookie that names no supported locale', () => {
    expect(decide('/', 'fr')).toEqual({ kind: 'redirect', location: '/vi', status: 307 });
  });

  it('move an English path to its canonical Vietnamese alias for good', () => {
    expect(decide('/menu')).toEqual({ kind: 'redirect', location: '/vi/thuc-don', status: 308 });
    expect(decide('/posts/abc')).toEqual({
      kind: 'redirect',
      location: '/vi/bai-viet/abc',
      status: 308,
    });
  });

  it('move a Vietnamese alias to the English path when English is remembered', () => {
    expect(decide('/thuc-don', 'en')).toEqual({
      kind: 'redirect',
      location: '/en/menu',
      status: 308,
    });
    expect(decide('/bai-viet/abc', 'en')).toEqual({
      kind: 'redirect',
      location: '/en/posts/abc',
      status: 308,
    });
  });

  it('keep the query string', () => {
    expect(decide('/san-pham', undefined, '?page=2')).toEqual({
      kind: 'redirect',
      location: '/vi/san-pham?page=2',
      status: 308,
    });
  });

  it('prefix unknown paths so the locale 404 page answers them', () => {
    expect(decide('/no-such-page')).toEqual({
      kind: 'redirect',
      location: '/vi/no-such-page',
      status: 308,
    });
  });
});

describe('prefixed paths', () => {
  it('lower-case a capitalised locale prefix for good, not a 404 under the default locale', () => {
    expect(decide('/VI/san-pham')).toEqual({
      kind: 'redirect',
      location: '/vi/san-pham',
      status: 308,
    });
    expect(decide('/En/thuc-don', 'vi', '?a=1')).toEqual({
      kind: 'redirect',
      location: '/en/menu?a=1',
      status: 308,
    });
    expect(decide('/EN')).toEqual({ kind: 'redirect', location: '/en', status: 308 });
    // A first segment that only looks like a locale stays a path of its own.
    expect(decide('/VIX/san-pham')).toMatchObject({
      kind: 'redirect',
      location: '/vi/VIX/san-pham',
    });
  });

  it('render the Vietnamese alias from the English route files', () => {
    expect(decide('/vi/thuc-don')).toEqual({
      kind: 'render',
      locale: 'vi',
      internalPath: '/vi/menu',
    });
    expect(decide('/vi/bai-viet/abc')).toEqual({
      kind: 'render',
      locale: 'vi',
      internalPath: '/vi/posts/abc',
    });
  });

  it('render the other form inside each locale too', () => {
    expect(decide('/vi/menu')).toEqual({ kind: 'render', locale: 'vi', internalPath: '/vi/menu' });
    expect(decide('/en/thuc-don')).toEqual({
      kind: 'render',
      locale: 'en',
      internalPath: '/en/menu',
    });
    expect(decide('/en/danh-muc-san-pham/qua-tang')).toEqual({
      kind: 'render',
      locale: 'en',
      internalPath: '/en/categories/qua-tang',
    });
  });

  it('render the locale home', () => {
    expect(decide('/en')).toEqual({ kind: 'render', locale: 'en', internalPath: '/en' });
  });

  it('send paths no route matches to the 404 page that names the path', () => {
    expect(decide('/vi/khong-co')).toEqual({
      kind: 'missing',
      locale: 'vi',
      internalPath: '/vi/page-not-found/khong-co',
    });
    expect(decide('/en/no/such/page')).toEqual({
      kind: 'missing',
      locale: 'en',
      internalPath: '/en/page-not-found/no/such/page',
    });
  });

  it("redirect the other locale's slug to the item's own slug before any page renders", () => {
    const slugTranslations = {
      product: {
        vi: { 'ao-thun-bien-may': 'sea-of-clouds-t-shirt' },
        en: { 'sea-of-clouds-t-shirt': 'ao-thun-bien-may' },
      },
      post: { vi: { 'trang-2': 'page-2', 'cung-ten': 'cung-ten' }, en: { 'page-2': 'trang-2' } },
    };
    const decideSlug = (pathname: string, search = '') =>
      decideRoute({ pathname, search, rules, slugTranslations });
    expect(decideSlug('/vi/san-pham/sea-of-clouds-t-shirt', '?mau=do')).toEqual({
      kind: 'redirect',
      location: '/vi/san-pham/ao-thun-bien-may?mau=do',
      status: 308,
    });
    expect(decideSlug('/en/products/ao-thun-bien-may')).toEqual({
      kind: 'redirect',
      location: '/en/products/sea-of-clouds-t-shirt',
      status: 308,
    });
    expect(decideSlug('/vi/bai-viet/page-2')).toMatchObject({ location: '/vi/bai-viet/trang-2' });
    // The item's own slug, and a slug both locales share, render.
    expect(decideSlug('/vi/san-pham/ao-thun-bien-may').kind).toBe('render');
    expect(decideSlug('/vi/bai-viet/cung-ten').kind).toBe('render');
  });

  it('send a slug no detail page has to the 404 page, when the route lists its slugs', () => {
    const detailSlugs = { post: { vi: ['le-hoi', 'trang-2'], en: ['festival'] } };
    const decideSlug = (pathname: string) => decideRoute({ pathname, rules, detailSlugs });
    expect(decideSlug('/vi/bai-viet/le-hoi')).toEqual({
      kind: 'render',
      locale: 'vi',
      internalPath: '/vi/posts/le-hoi',
    });
    expect(decideSlug('/vi/bai-viet/khong-co')).toEqual({
      kind: 'missing',
      locale: 'vi',
      internalPath: '/vi/page-not-found/bai-viet/khong-co',
    });
    // Each locale has its own list; routes without a list are left to their page.
    expect(decideSlug('/en/posts/le-hoi').kind).toBe('missing');
    expect(decideSlug('/en/products/anything').kind).toBe('render');
    // A redirect rule for an old slug still wins.
    expect(decideSlug('/vi/bai-viet/bai-cu')).toEqual({
      kind: 'redirect',
      location: '/vi/bai-viet/bai-moi',
      status: 308,
    });
  });

  it('ignore the cookie: the prefix names the locale', () => {
    expect(decide('/en/menu', 'vi')).toEqual({
      kind: 'render',
      locale: 'en',
      internalPath: '/en/menu',
    });
  });
});

describe('redirect rules', () => {
  it('follow a relative target inside the site, in the requested locale', () => {
    expect(decide('/vi/khuyen-mai')).toEqual({
      kind: 'redirect',
      location: '/vi/bai-viet/uu-dai-mua-thu',
      status: 308,
    });
    expect(decide('/en/khuyen-mai')).toEqual({
      kind: 'redirect',
      location: '/en/posts/uu-dai-mua-thu',
      status: 308,
    });
  });

  it('apply to unprefixed paths in the remembered locale', () => {
    expect(decide('/khuyen-mai', 'en')).toEqual({
      kind: 'redirect',
      location: '/en/posts/uu-dai-mua-thu',
      status: 308,
    });
  });

  it('send an absolute target out of the site as it is', () => {
    expect(decide('/vi/facebook')).toEqual({
      kind: 'redirect',
      location: 'https://www.facebook.com/captreonuimay',
      status: 307,
    });
  });

  it('match a rule written with the alias when the English form is requested', () => {
    expect(decide('/en/posts/bai-cu')).toEqual({
      kind: 'redirect',
      location: '/en/posts/bai-moi',
      status: 308,
    });
  });

  it('ignore a trailing slash', () => {
    expect(decide('/vi/khuyen-mai/')).toMatchObject({ kind: 'redirect', status: 308 });
  });
});
