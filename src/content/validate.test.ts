import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadAll, type RawContent } from './load';
import { postSchema, productSchema } from './schema';
import { ContentError, validateCollection } from './validate';

const goodPost = {
  _raw: { sourceFilePath: 'posts/le-hoi.md' },
  title: { vi: 'Lễ hội', en: 'Festival' },
  slug: { vi: 'le-hoi', en: 'festival' },
  date: '2026-10-20',
  author: 'Lò Thị Hoa',
  cover: '/images/posts/le-hoi.webp',
  excerpt: { vi: 'Tóm tắt', en: 'Summary' },
  tags: { vi: [], en: [] },
  html: { vi: '<p>Xin chào</p>', en: '<p>Hello</p>' },
};

function problemsOf(run: () => unknown): readonly string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('expected a ContentError');
}

describe('content validation', () => {
  it('accepts a well-formed post and gives it its file name as id', () => {
    const [post] = validateCollection(postSchema, [goodPost]);
    expect(post).toMatchObject({ id: 'le-hoi', file: 'content/posts/le-hoi.md', draft: false });
  });

  it('reads an event’s local times and refuses one that ends before it starts', () => {
    const event = { start: '2026-10-25 07:00', end: '2026-11-10' };
    const [post] = validateCollection(postSchema, [{ ...goodPost, event }]);
    expect(post?.event).toMatchObject({ start: '2026-10-25T07:00', end: '2026-11-10' });
    const backwards = { start: '2026-11-10 07:00', end: '2026-10-25 07:00' };
    const problems = problemsOf(() =>
      validateCollection(postSchema, [{ ...goodPost, event: backwards }]),
    );
    expect(problems).toEqual([
      expect.stringMatching(/: event\.end: end must not be before start$/),
    ]);
    const badTime = problemsOf(() =>
      validateCollection(postSchema, [{ ...goodPost, event: { start: '2026-10-25 25:00' } }]),
    );
    expect(badTime).toEqual([expect.stringMatching(/: event\.start: must be a day like/)]);
  });

  it('rejects a post without an English title, naming the file and the field', () => {
    const bad = { ...goodPost, title: { vi: 'Lễ hội' } };
    const problems = problemsOf(() => validateCollection(postSchema, [bad]));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/posts\/le-hoi\.md: title\.en: /);
  });

  it('rejects a slug with diacritics and an impossible date', () => {
    const bad = { ...goodPost, slug: { vi: 'lễ-hội', en: 'festival' }, date: 'ngày mai' };
    const problems = problemsOf(() => validateCollection(postSchema, [bad]));
    expect(problems).toEqual([
      expect.stringMatching(/^content\/posts\/le-hoi\.md: slug\.vi: must be lowercase/),
      expect.stringMatching(/^content\/posts\/le-hoi\.md: date: must be a date/),
    ]);
  });

  it('rejects a product variant that names an option value that does not exist', () => {
    const product = {
      _raw: { sourceFilePath: 'products/tra.md' },
      name: { vi: 'Chè', en: 'Tea' },
      slug: { vi: 'che', en: 'tea' },
      category: 'dac-san',
      price: 100000,
      vatCategory: 'standard',
      images: [{ src: '/images/products/tra.webp', alt: { vi: 'Chè', en: 'Tea' } }],
      summary: { vi: 'Chè', en: 'Tea' },
      options: [
        {
          id: 'size',
          name: { vi: 'Cỡ', en: 'Size' },
          values: [{ id: 's', label: { vi: 'S', en: 'S' } }],
        },
      ],
      variants: [{ sku: 'NM-1', values: { size: 'xl' }, price: 100000, stock: 3 }],
      html: { vi: '<p>a</p>', en: '<p>b</p>' },
    };
    const problems = problemsOf(() => validateCollection(productSchema, [product]));
    expect(problems).toEqual([
      'content/products/tra.md: variants.0.values.size: "xl" is not one of s',
    ]);
  });

  it('rejects a post whose body has no English section', () => {
    const bad = { ...goodPost, html: { vi: '<p>Xin chào</p>' } };
    const problems = problemsOf(() => validateCollection(postSchema, [bad]));
    expect(problems[0]).toBe(
      'content/posts/le-hoi.md: html.en: Invalid input: expected string, received undefined',
    );
  });

  // The real content as `npx contentlayer2 build` generated it (skipped before the first build).
  const generated = path.join(process.cwd(), '.contentlayer/generated');
  const itWithContent = existsSync(path.join(generated, 'Post/_index.json')) ? it : it.skip;
  const read = (type: string): unknown =>
    JSON.parse(readFileSync(path.join(generated, type, '_index.json'), 'utf8'));
  const generatedContent = (): RawContent => ({
    allPosts: read('Post') as unknown[],
    allPages: read('Page') as unknown[],
    allOpenings: read('Opening') as unknown[],
    allProducts: read('Product') as unknown[],
    allCategories: read('Category') as unknown[],
    allServices: read('Service') as unknown[],
    allTickets: read('Ticket') as unknown[],
    allGalleryAlbums: read('GalleryAlbum') as unknown[],
    menu: read('Menu'),
    siteMap: read('SiteMap'),
    site: read('Site'),
    seoDefault: read('SeoDefaults'),
    vatRates: read('VatRates'),
  });

  itWithContent('accepts the committed content, without drafts', () => {
    const raw = generatedContent();
    const loaded = loadAll(raw);
    expect(loaded.posts.length).toBeGreaterThanOrEqual(12);
    expect(loaded.posts.every((p) => !p.draft)).toBe(true);
    expect(loaded.products.length).toBeGreaterThanOrEqual(20);
  });

  itWithContent('fails the whole load when one committed file is broken', () => {
    const raw = generatedContent();
    const [first, ...rest] = raw.allProducts as Record<string, unknown>[];
    const broken = { ...raw, allProducts: [{ ...first, price: -5 }, ...rest] };
    const problems = problemsOf(() => loadAll(broken));
    expect(problems).toContain(
      `content/${String(first?._raw && (first._raw as { sourceFilePath: string }).sourceFilePath)}: price: must be more than 0`,
    );
    expect(problems.every((p) => /^content\/products\/[a-z0-9-]+\.md: price: /.test(p))).toBe(true);
  });

  itWithContent('refuses a VAT group the rates file does not have, and overlapping rates', () => {
    const raw = generatedContent();
    const [first, ...rest] = raw.allTickets as Record<string, unknown>[];
    const file = `content/${(first?._raw as { sourceFilePath: string }).sourceFilePath}`;
    const rates = raw.vatRates as { categories: Record<string, { rates: unknown[] }> };
    const broken = {
      ...raw,
      allTickets: [{ ...first, vatCategory: 'an-uong' }, ...rest],
      vatRates: {
        ...rates,
        categories: {
          ...rates.categories,
          standard: {
            ...rates.categories.standard,
            rates: [
              ...(rates.categories.standard?.rates ?? []),
              { rate: 5, from: '2026-12-01', to: '2027-01-31' },
            ],
          },
        },
      },
    };
    expect(problemsOf(() => loadAll(broken))).toEqual([
      'content/vat-rates.yaml: categories.standard: two rates overlap (2025-07-01–2026-12-31, 2026-12-01–2027-01-31)',
      `${file}: vatCategory: no group "an-uong" in content/vat-rates.yaml`,
    ]);
  });

  itWithContent('refuses a post whose event names a ticket that does not exist', () => {
    const raw = generatedContent();
    const [first, ...rest] = raw.allPosts as Record<string, unknown>[];
    const event = { start: '2026-12-24 18:00', ticket: 've-khong-co' };
    const problems = problemsOf(() =>
      loadAll({ ...raw, allPosts: [{ ...first, event }, ...rest] }),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/posts\/[a-z0-9-]+\.md: event\.ticket: no ticket "ve-khong-co"/,
      ),
    ]);
  });
});
