// What the shop sells, as the server prices it (DESIGN.md §12: catalogue is content, stock is
// state): the projection src/content/projections.ts builds from the validated collections.
import { productCatalog, type Catalog } from '@/content/projections';

/** The catalogue compiled into this build. */
export function getCatalog(): Catalog {
  return productCatalog();
}
