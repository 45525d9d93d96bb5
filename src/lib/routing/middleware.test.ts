import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import middleware, { config } from '../../../middleware';

function request(path: string, init: { cookie?: string; dest?: string } = {}) {
  const headers = new Headers();
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.dest) headers.set('sec-fetch-dest', init.dest);
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers });
}

describe('middleware', () => {
  it('rewrites a Vietnamese alias to its route and keeps the URL', () => {
    const response = middleware(request('/vi/thuc-don', { dest: 'document' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/vi/menu');
    expect(response.headers.get('x-middleware-next')).toBeNull();
  });

  it('lets an English path through without a rewrite', () => {
    const response = middleware(request('/en/menu'));
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('tells the page which locale it renders', () => {
    const response = middleware(request('/en/thuc-don'));
    expect(response.headers.get('x-middleware-request-x-next-intl-locale')).toBe('en');
  });

  it('answers a path no route matches with the 404 page that names it', () => {
    const response = middleware(request('/en/no/such/page?x=1', { dest: 'document' }));
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/en/page-not-found/no/such/page?x=1',
    );
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers a slug no detail page has with the same 404 page, and lets real slugs through', () => {
    const missing = middleware(request('/vi/bai-viet/khong-co', { dest: 'document' }));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/vi/page-not-found/bai-viet/khong-co',
    );
    const post = middleware(request('/vi/bai-viet/le-hoi-hoa-tam-giac-mach'));
    expect(post.status).toBe(200);
    expect(post.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/vi/posts/le-hoi-hoa-tam-giac-mach',
    );
    // The English slug under /vi names the same post: a 308 to the Vietnamese one, here.
    const foreign = middleware(request('/vi/bai-viet/buckwheat-flower-festival'));
    expect(foreign.status).toBe(308);
    expect(foreign.headers.get('location')).toBe(
      'http://localhost:3000/vi/bai-viet/le-hoi-hoa-tam-giac-mach',
    );
  });

  it('redirects an unprefixed path to the remembered locale', () => {
    const response = middleware(request('/thuc-don', { cookie: 'NEXT_LOCALE=en' }));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/en/menu');
  });

  it('never sets a cookie on a page answer, so shared caches can store it', () => {
    for (const [path, cookie] of [
      ['/en/menu', undefined],
      ['/en', undefined],
      ['/en/menu', 'NEXT_LOCALE=vi'],
      ['/vi/thuc-don', 'NEXT_LOCALE=en'],
      ['/vi', undefined],
    ] as const) {
      const response = middleware(request(path, { cookie, dest: 'document' }));
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('sees dotted paths under a locale, but not public files or the API', () => {
    const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    expect(matches('/vi/x.html')).toBe(true);
    expect(matches('/en/x.html')).toBe(true);
    expect(matches('/vi/san-pham')).toBe(true);
    expect(matches('/images/hero.webp')).toBe(false);
    expect(matches('/og-default.png')).toBe(false);
    expect(matches('/api/trpc/x')).toBe(false);
  });

  it('answers a dotted path under a locale with the site 404 page that names it', () => {
    const response = middleware(request('/vi/x.html', { dest: 'document' }));
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/vi/page-not-found/x.html',
    );
  });

  it('lets the search index file through', () => {
    const response = middleware(request('/en/search/index.json'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('applies committed redirect rules', () => {
    const response = middleware(request('/vi/ve-cap-treo'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/vi/bang-gia-ve');
  });
});
