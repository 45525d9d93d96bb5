// The one door to contentlayer's generated collections (`.contentlayer/generated`): pages reach
// them through src/content/collections.ts, services and scripts through this module, and nothing
// else imports the generated folder. It reads the compiled JSON files themselves, which is all
// contentlayer's `contentlayer/generated` client re-exports, because jest and the tsx child
// processes of the concurrency tests cannot load that ESM client. Not server-only, for the same
// reason; the data is unvalidated here (src/content/load.ts and the services validate it).
import allCategories from '../../.contentlayer/generated/Category/_index.json';
import allGalleryAlbums from '../../.contentlayer/generated/GalleryAlbum/_index.json';
import menu from '../../.contentlayer/generated/Menu/_index.json';
import allOpenings from '../../.contentlayer/generated/Opening/_index.json';
import allPages from '../../.contentlayer/generated/Page/_index.json';
import allPosts from '../../.contentlayer/generated/Post/_index.json';
import allProducts from '../../.contentlayer/generated/Product/_index.json';
import seoDefault from '../../.contentlayer/generated/SeoDefaults/_index.json';
import allServices from '../../.contentlayer/generated/Service/_index.json';
import site from '../../.contentlayer/generated/Site/_index.json';
import siteMap from '../../.contentlayer/generated/SiteMap/_index.json';
import allTickets from '../../.contentlayer/generated/Ticket/_index.json';
import vatRates from '../../.contentlayer/generated/VatRates/_index.json';
import type { RawContent } from './load';

/** Every generated collection, as `npx contentlayer2 build` wrote it. */
export const generatedContent: RawContent = {
  allPosts,
  allPages,
  allOpenings,
  allProducts,
  allCategories,
  allServices,
  allTickets,
  allGalleryAlbums,
  menu,
  siteMap,
  site,
  seoDefault,
  vatRates,
};
