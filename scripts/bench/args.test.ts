import { mergePages, parseArgs } from './args.mjs';
import { SITE_PAGES } from './config.mjs';
import { firstMatchingPath } from './html.mjs';
import { batchUrl } from './trpc.mjs';

describe('parseArgs', () => {
  it('reads options and page arguments', () => {
    expect(
      parseArgs([
        '--skip-build',
        '--runs',
        '5',
        '--duration',
        '3',
        '--no-write',
        '--devtools-runs',
        '0',
        '/vi/bai-viet/x',
        '--page',
        'menu=/vi/thuc-don',
      ]),
    ).toEqual({
      skipBuild: true,
      runs: 5,
      devtoolsRuns: 0,
      duration: 3,
      write: false,
      help: false,
      pages: [
        { name: null, path: '/vi/bai-viet/x' },
        { name: 'menu', path: '/vi/thuc-don' },
      ],
    });
  });

  it('rejects unknown options, bad numbers and paths without a leading slash', () => {
    expect(() => parseArgs(['--fast'])).toThrow('Unknown option --fast');
    expect(() => parseArgs(['--runs', '0'])).toThrow('positive whole number');
    expect(() => parseArgs(['--runs'])).toThrow('needs a value');
    expect(() => parseArgs(['--devtools-runs', '-1'])).toThrow('positive whole number');
    expect(() => parseArgs(['vi/menu'])).toThrow('must start with "/"');
  });
});

describe('mergePages', () => {
  it('fills the configured page whose sitemap pattern an unnamed path matches', () => {
    const pages = mergePages(SITE_PAGES, [{ name: null, path: '/vi/san-pham/ve-cap-treo' }]);
    expect(pages.find((page) => page.name === 'product')?.path).toBe('/vi/san-pham/ve-cap-treo');
    expect(pages).toHaveLength(SITE_PAGES.length);
  });

  it('overrides a named page and appends unknown ones without touching the configuration', () => {
    const pages = mergePages(SITE_PAGES, [
      { name: 'home', path: '/en' },
      { name: null, path: '/vi/thuc-don' },
    ]);
    expect(pages.find((page) => page.name === 'home')?.path).toBe('/en');
    expect(pages.at(-1)).toEqual({
      name: '/vi/thuc-don',
      path: '/vi/thuc-don',
      source: 'argument',
    });
    expect(SITE_PAGES.find((page) => page.name === 'home')?.path).toBe('/vi');
  });

  it('takes a product or post from the sitemap but never a page of the post list', () => {
    const locs = [
      'http://127.0.0.1:3201/vi/bai-viet/trang-2',
      'http://127.0.0.1:3201/vi/san-pham/trang-3',
      'http://127.0.0.1:3201/vi/bai-viet/le-hoi-trang-an',
      'http://127.0.0.1:3201/vi/san-pham/ca-phe-arabica-son-la',
    ];
    const pattern = (name: string) => SITE_PAGES.find((page) => page.name === name)?.discover ?? '';
    expect(firstMatchingPath(locs, pattern('post'))).toBe('/vi/bai-viet/le-hoi-trang-an');
    expect(firstMatchingPath(locs, pattern('product'))).toBe('/vi/san-pham/ca-phe-arabica-son-la');
  });

  // DESIGN.md §10's pages, and the e-ticket page issue 22 adds to the key pages.
  it('lists home, a product, a post, tickets, cart, checkout and the e-ticket page', () => {
    expect(SITE_PAGES.map((page) => page.name)).toEqual([
      'home',
      'product',
      'post',
      'ticket-pricing',
      'order-ticket',
      'cart',
      'checkout',
      'e-ticket',
    ]);
  });
});

describe('batchUrl', () => {
  const batch = [
    { procedure: 'getSeoByPath', input: { path: '/' } },
    { procedure: 'theme.getActiveTheme', input: null },
  ];

  it('joins procedures and keys inputs by position, url-encoded', () => {
    const url = new URL(batchUrl('http://127.0.0.1:3201', batch));
    expect(url.pathname).toBe('/api/trpc/getSeoByPath,theme.getActiveTheme');
    expect(url.searchParams.get('batch')).toBe('1');
    expect(JSON.parse(url.searchParams.get('input') ?? '')).toEqual({
      '0': { path: '/' },
      '1': null,
    });
  });

  it('wraps inputs for a superjson server', () => {
    const url = new URL(batchUrl('http://127.0.0.1:3201', batch, { superjson: true }));
    expect(JSON.parse(url.searchParams.get('input') ?? '')).toEqual({
      '0': { json: { path: '/' } },
      '1': { json: null },
    });
  });
});
