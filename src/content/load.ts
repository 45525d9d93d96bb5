// Validates every collection and the rules across files. Pure (no server-only), so jest can run
// it over the real generated content; src/content/collections.ts calls it once per process.
import { PRIVACY_NOTICE_VERSION } from '../config';
import {
  categorySchema,
  galleryAlbumSchema,
  mapSchema,
  menuSchema,
  openingSchema,
  pageSchema,
  postSchema,
  productSchema,
  seoDefaultsSchema,
  serviceSchema,
  siteSchema,
  ticketSchema,
  vatRatesSchema,
  type VatRatesRecord,
} from './schema';
import { scheduleProblems, type VatSchedule } from '../lib/tax/vat';
import {
  assertAll,
  duplicateSlugProblems,
  validateCollection,
  validateDocument,
  type RawDocument,
} from './validate';

/** contentlayer's generated collections, as loadAll reads them. */
export interface RawContent {
  allPosts: readonly unknown[];
  allPages: readonly unknown[];
  allOpenings: readonly unknown[];
  allProducts: readonly unknown[];
  allCategories: readonly unknown[];
  allServices: readonly unknown[];
  allTickets: readonly unknown[];
  allGalleryAlbums: readonly unknown[];
  menu: unknown;
  siteMap: unknown;
  site: unknown;
  seoDefault: unknown;
  vatRates: unknown;
}

const docs = (list: readonly unknown[]) => list as readonly RawDocument[];

export function loadAll(raw: RawContent) {
  const problems: string[] = [];
  const attempt = <T>(load: () => T): T | undefined => {
    try {
      return load();
    } catch (error) {
      if (error instanceof Error && 'problems' in error && Array.isArray(error.problems)) {
        problems.push(...(error.problems as string[]));
        return undefined;
      }
      throw error;
    }
  };
  const published = <T extends { draft: boolean }>(items: T[] | undefined) =>
    (items ?? []).filter((item) => !item.draft);

  const loaded = {
    posts: published(attempt(() => validateCollection(postSchema, docs(raw.allPosts)))),
    pages: published(attempt(() => validateCollection(pageSchema, docs(raw.allPages)))),
    openings: published(attempt(() => validateCollection(openingSchema, docs(raw.allOpenings)))),
    products: published(attempt(() => validateCollection(productSchema, docs(raw.allProducts)))),
    categories: published(
      attempt(() => validateCollection(categorySchema, docs(raw.allCategories))),
    ),
    services: published(attempt(() => validateCollection(serviceSchema, docs(raw.allServices)))),
    tickets: published(attempt(() => validateCollection(ticketSchema, docs(raw.allTickets)))),
    albums: published(
      attempt(() => validateCollection(galleryAlbumSchema, docs(raw.allGalleryAlbums))),
    ),
    menu: attempt(() => validateDocument(menuSchema, raw.menu as RawDocument)),
    map: attempt(() => validateDocument(mapSchema, raw.siteMap as RawDocument)),
    site: attempt(() => validateDocument(siteSchema, raw.site as RawDocument)),
    seo: attempt(() => validateDocument(seoDefaultsSchema, raw.seoDefault as RawDocument)),
    vatRates: attempt(() => validateDocument(vatRatesSchema, raw.vatRates as RawDocument)),
  };
  assertAll(problems);

  // Rules across files.
  const { posts, products, categories, services, tickets } = loaded;
  problems.push(
    ...duplicateSlugProblems(posts),
    ...duplicateSlugProblems(products),
    ...duplicateSlugProblems(categories),
    ...duplicateSlugProblems(services),
    ...duplicateSlugProblems(tickets),
  );
  for (const post of posts) {
    // Those slugs are the post list's own pages 2… (src/content/posts.ts).
    if (/^trang-\d+$/.test(post.slug.vi))
      problems.push(`${post.file}: slug.vi: "trang-<n>" is reserved for list pages`);
    if (/^page-\d+$/.test(post.slug.en))
      problems.push(`${post.file}: slug.en: "page-<n>" is reserved for list pages`);
  }
  const ticketIds = new Set(tickets.map((t) => t.id));
  for (const ticket of tickets) {
    for (const admitted of Object.keys(ticket.admits ?? {})) {
      const single = tickets.find((t) => t.id === admitted);
      if (!single)
        problems.push(`${ticket.file}: admits: no ticket "${admitted}" in content/tickets/`);
      else if (single.admits)
        problems.push(`${ticket.file}: admits: "${admitted}" is a bundle itself`);
    }
  }
  for (const post of posts) {
    if (post.event?.ticket && !ticketIds.has(post.event.ticket))
      problems.push(
        `${post.file}: event.ticket: no ticket "${post.event.ticket}" in content/tickets/`,
      );
  }
  const categoryIds = new Set(categories.map((c) => c.id));
  for (const product of products) {
    if (!categoryIds.has(product.category)) {
      problems.push(
        `${product.file}: category: no category "${product.category}" in content/categories/`,
      );
    }
  }
  const skus = new Map<string, string>();
  for (const product of products) {
    product.variants.forEach((variant, index) => {
      const other = skus.get(variant.sku);
      if (other)
        problems.push(
          `${product.file}: variants.${index}.sku: "${variant.sku}" is already used by ${other}`,
        );
      else skus.set(variant.sku, product.file);
    });
  }
  const pageKeys = new Set(loaded.pages.map((p) => p.key));
  for (const key of [
    'about',
    'contact',
    'recruitment',
    'order-refund',
    'ticket-exchange',
    'privacy',
  ] as const) {
    if (!pageKeys.has(key))
      problems.push(`content/pages/${key}.md: key: the page "${key}" is missing`);
  }
  // Every sold thing names a VAT group the rates file has, and the rates leave no day unpriced.
  const vat = loaded.vatRates ? vatScheduleOf(loaded.vatRates) : undefined;
  if (vat) {
    problems.push(...scheduleProblems(vat).map((p) => `content/vat-rates.yaml: ${p}`));
    for (const item of [...products, ...services, ...tickets]) {
      if (!vat.categories[item.vatCategory])
        problems.push(
          `${item.file}: vatCategory: no group "${item.vatCategory}" in content/vat-rates.yaml`,
        );
    }
  }
  // Consents name the notice they were given to: the text and the code must agree on it.
  const privacy = loaded.pages.find((p) => p.key === 'privacy');
  if (privacy && privacy.version !== PRIVACY_NOTICE_VERSION)
    problems.push(
      `content/pages/privacy.md: version: must be "${PRIVACY_NOTICE_VERSION}" ` +
        '(PRIVACY_NOTICE_VERSION in src/config.ts; change both together)',
    );
  assertAll(problems);

  return {
    ...loaded,
    menu: loaded.menu as NonNullable<typeof loaded.menu>,
    map: loaded.map as NonNullable<typeof loaded.map>,
    site: loaded.site as NonNullable<typeof loaded.site>,
    seo: loaded.seo as NonNullable<typeof loaded.seo>,
    vat: vat as VatSchedule,
  };
}

/** The rates file as src/lib/tax reads it. */
function vatScheduleOf(record: VatRatesRecord): VatSchedule {
  return {
    shipping: record.shipping,
    categories: Object.fromEntries(
      Object.entries(record.categories).map(([name, group]) => [
        name,
        { periods: group.rates.map(({ rate, from, to }) => ({ rate, from, to })) },
      ]),
    ),
  };
}

export type LoadedContent = ReturnType<typeof loadAll>;
