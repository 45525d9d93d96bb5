// Content collections compiled by `npx contentlayer2 build` (scripts/build.mjs runs it before
// `next build`). Every item is one file holding both locales: localized frontmatter fields are
// `{ vi, en }` objects and a Markdown body is split by `<!-- vi -->` / `<!-- en -->` markers.
// Fields are declared loosely here (`json`); src/content/schema.ts validates them with zod and
// fails the build naming the file and the field (contentlayer's own messages name neither well).
// How to write content: content/README.md.
import { defineDocumentType, makeSource, type FieldDefs } from 'contentlayer2/source-files';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const markdown = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeStringify);

/** Splits a body into its `<!-- vi -->` and `<!-- en -->` parts and renders each, sanitised. */
async function renderLocalizedBody(raw: string): Promise<Record<string, string>> {
  const parts: Record<string, string> = {};
  const marker = /^<!--\s*(vi|en)\s*-->\s*$/gm;
  const hits = [...raw.matchAll(marker)];
  for (const [index, hit] of hits.entries()) {
    const start = (hit.index ?? 0) + hit[0].length;
    const end = hits[index + 1]?.index ?? raw.length;
    const locale = hit[1] ?? '';
    parts[locale] = String(await markdown.process(raw.slice(start, end).trim()));
  }
  return parts;
}

const json = (required = true) => ({ type: 'json', required }) as const;

/** Everything validated later by zod is passed through as JSON. */
function looseFields(required: string[], optional: string[] = []): FieldDefs {
  const fields: FieldDefs = {};
  for (const name of required) fields[name] = json(true);
  for (const name of optional) fields[name] = json(false);
  return fields;
}

const localizedBody = {
  html: {
    type: 'json',
    resolve: (doc: { body: { raw: string } }) => renderLocalizedBody(doc.body.raw),
  },
} as const;

export const Post = defineDocumentType(() => ({
  name: 'Post',
  filePathPattern: 'posts/**/*.md',
  contentType: 'markdown',
  fields: looseFields(
    ['title', 'slug', 'date', 'author', 'cover', 'excerpt', 'tags'],
    ['draft', 'coverAlt', 'time', 'updated', 'authorUrl', 'event'],
  ),
  computedFields: localizedBody,
}));

export const Page = defineDocumentType(() => ({
  name: 'Page',
  filePathPattern: 'pages/**/*.md',
  contentType: 'markdown',
  fields: looseFields(['key', 'title', 'description'], ['draft', 'version']),
  computedFields: localizedBody,
}));

export const Opening = defineDocumentType(() => ({
  name: 'Opening',
  filePathPattern: 'recruitment/**/*.md',
  contentType: 'markdown',
  fields: looseFields(
    ['title', 'department', 'location', 'employment', 'deadline'],
    ['draft', 'salary'],
  ),
  computedFields: localizedBody,
}));

export const Product = defineDocumentType(() => ({
  name: 'Product',
  filePathPattern: 'products/**/*.md',
  contentType: 'markdown',
  fields: looseFields(
    ['name', 'slug', 'category', 'price', 'vatCategory', 'images', 'summary', 'variants'],
    ['draft', 'featured', 'warranty', 'options', 'tierDiscounts'],
  ),
  computedFields: localizedBody,
}));

export const Category = defineDocumentType(() => ({
  name: 'Category',
  filePathPattern: 'categories/**/*.md',
  contentType: 'markdown',
  fields: looseFields(['name', 'slug', 'image', 'summary', 'order'], ['draft']),
  computedFields: localizedBody,
}));

export const Service = defineDocumentType(() => ({
  name: 'Service',
  filePathPattern: 'services/**/*.md',
  contentType: 'markdown',
  fields: looseFields(
    ['name', 'slug', 'image', 'summary', 'price', 'vatCategory'],
    ['draft', 'featured', 'duration', 'unit'],
  ),
  computedFields: localizedBody,
}));

export const Ticket = defineDocumentType(() => ({
  name: 'Ticket',
  filePathPattern: 'tickets/**/*.md',
  contentType: 'markdown',
  fields: looseFields(
    [
      'name',
      'slug',
      'kind',
      'price',
      'vatCategory',
      'image',
      'summary',
      'tierDiscounts',
      'dailyCapacity',
      'order',
    ],
    ['draft', 'audience', 'admits', 'admitsOn', 'requiresAdult'],
  ),
  computedFields: localizedBody,
}));

export const GalleryAlbum = defineDocumentType(() => ({
  name: 'GalleryAlbum',
  filePathPattern: 'gallery/**/*.yaml',
  contentType: 'data',
  fields: looseFields(['title', 'order', 'images'], ['description', 'draft']),
}));

export const Menu = defineDocumentType(() => ({
  name: 'Menu',
  filePathPattern: 'menu.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: looseFields(['intro', 'sections']),
}));

export const SiteMap = defineDocumentType(() => ({
  name: 'SiteMap',
  filePathPattern: 'map.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: looseFields(['image', 'alt', 'width', 'height', 'points']),
}));

export const Site = defineDocumentType(() => ({
  name: 'Site',
  filePathPattern: 'site.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: looseFields(
    [
      'name',
      'legalName',
      'url',
      'address',
      'geo',
      'phone',
      'email',
      'openingHours',
      'shipping',
      'warrantyMonths',
      'defectReturnDays',
      'returns',
      'ticketRefunds',
      'pricesValidUntil',
      'delivery',
      'hero',
    ],
    ['sameAs'],
  ),
}));

export const SeoDefaults = defineDocumentType(() => ({
  name: 'SeoDefaults',
  filePathPattern: 'seo.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: looseFields(['pages']),
}));

export const VatRates = defineDocumentType(() => ({
  name: 'VatRates',
  filePathPattern: 'vat-rates.yaml',
  contentType: 'data',
  isSingleton: true,
  fields: looseFields(['shipping', 'categories']),
}));

export default makeSource({
  contentDirPath: 'content',
  disableImportAliasWarning: true,
  contentDirExclude: ['README.md', 'redirects.yaml'],
  documentTypes: [
    Post,
    Page,
    Opening,
    Product,
    Category,
    Service,
    Ticket,
    GalleryAlbum,
    Menu,
    SiteMap,
    Site,
    SeoDefaults,
    VatRates,
  ],
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  onUnknownDocuments: 'fail',
});
