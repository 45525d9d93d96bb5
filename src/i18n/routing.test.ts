import {
  canonicalPath,
  hrefFor,
  internalPath,
  localizedPath,
  switchLocalePath,
  matchRoute,
  splitLocale,
} from './routing';

describe('route table', () => {
  it('maps both forms of a route to the English file route', () => {
    expect(internalPath('/thuc-don')).toBe('/menu');
    expect(internalPath('/menu')).toBe('/menu');
    expect(internalPath('/dich-vu/cap-treo-vip')).toBe('/services/cap-treo-vip');
  });

  it('does not match a slug route with extra segments', () => {
    expect(matchRoute('/posts/a/b')).toBeNull();
    expect(matchRoute('/posts/')).toMatchObject({ route: { key: 'posts' } });
  });

  it('names the Vietnamese alias canonical under vi and the English path under en', () => {
    expect(canonicalPath('vi', '/menu')).toBe('/thuc-don');
    expect(canonicalPath('en', '/thuc-don')).toBe('/menu');
    expect(canonicalPath('vi', '/cart')).toBe('/cart');
    expect(localizedPath('vi', '/')).toBe('/vi');
    expect(hrefFor('en', 'product', 'non-la')).toBe('/en/products/non-la');
    expect(hrefFor('vi', 'product', 'non-la')).toBe('/vi/san-pham/non-la');
  });

  it('splits the locale prefix off a path', () => {
    expect(splitLocale('/en/posts/x')).toEqual({ locale: 'en', rest: '/posts/x' });
    expect(splitLocale('/vi')).toEqual({ locale: 'vi', rest: '/' });
    expect(splitLocale('/fr/x')).toBeNull();
  });
});

describe('switchLocalePath', () => {
  const table = { product: { vi: { 'ca-phe': 'coffee' }, en: { coffee: 'ca-phe' } } };

  it('translates a detail slug to the other locale, in its canonical form', () => {
    expect(switchLocalePath('/vi/san-pham/ca-phe', 'en', table)).toBe('/en/products/coffee');
    expect(switchLocalePath('/en/products/coffee', 'vi', table)).toBe('/vi/san-pham/ca-phe');
  });

  it('keeps listing pages and unknown slugs as they are', () => {
    expect(switchLocalePath('/vi/thuc-don', 'en', table)).toBe('/en/menu');
    expect(switchLocalePath('/vi', 'en', table)).toBe('/en');
    expect(switchLocalePath('/vi/san-pham/tra', 'en', table)).toBe('/en/products/tra');
    expect(switchLocalePath('/vi/khong/co', 'en', table)).toBe('/en/khong/co');
  });
});
