// First-start defaults (spec §9, DESIGN.md §6): the active theme, logo and favicon, the
// enable_add_to_cart flag, the google_tag_manager_id setting, the ticket-card style config and the
// '/' SEO record. Runs once per store: a `seeded` marker in store_meta, checked under the setup
// lock, keeps a restart from re-adding rows an operator deleted on purpose. The values come from
// src/store-defaults.ts, which the services' fallbacks read too. Stock rows for SKUs that have none
// are added on every start (seedStock, given content's catalogue by setup.ts).
import {
  DEFAULT_FAVICON,
  DEFAULT_FEATURE_FLAGS,
  DEFAULT_LOGO,
  DEFAULT_SETTINGS,
  DEFAULT_THEME,
  SEED_IDS,
  SEO_DEFAULTS,
  TICKET_CARD_DEFAULTS,
} from '@/store-defaults';
import { nowIso } from './ids';
import { withSetupLock } from './migrate';
import type { Store } from './store';

const SEED_MARKER = 'seeded_at';

/** Seeds the defaults if this store was never seeded; returns whether it did. */
export async function seedDefaults(store: Store): Promise<boolean> {
  const seeded = await withSetupLock(store, async (db) => {
    const marker = await db
      .selectFrom('store_meta')
      .select('value')
      .where('key', '=', SEED_MARKER)
      .executeTakeFirst();
    if (marker) return false;
    const now = nowIso();
    await db
      .insertInto('themes')
      .values({
        id: SEED_IDS.theme,
        name: DEFAULT_THEME.name,
        is_active: 1,
        colors: JSON.stringify(DEFAULT_THEME.colors),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('logos')
      .values([
        {
          id: SEED_IDS.logo,
          type: 'logo',
          light_mode_url: DEFAULT_LOGO.lightModeUrl,
          dark_mode_url: DEFAULT_LOGO.darkModeUrl,
          is_active: 1,
          created_at: now,
          updated_at: now,
        },
        {
          id: SEED_IDS.favicon,
          type: 'favicon',
          light_mode_url: DEFAULT_FAVICON.lightModeUrl,
          dark_mode_url: DEFAULT_FAVICON.darkModeUrl,
          is_active: 1,
          created_at: now,
          updated_at: now,
        },
      ])
      .execute();
    await db
      .insertInto('feature_flags')
      .values(DEFAULT_FEATURE_FLAGS.map((flag) => ({ ...flag, updated_at: now })))
      .execute();
    await db
      .insertInto('settings')
      .values(
        DEFAULT_SETTINGS.map(({ key, value, isPublic }) => ({
          key,
          value,
          is_public: isPublic ? 1 : 0,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('component_style_configs')
      .values({
        id: SEED_IDS.ticketCard,
        theme_id: SEED_IDS.theme,
        type: 'ticket-card',
        title: TICKET_CARD_DEFAULTS.title,
        settings: JSON.stringify(TICKET_CARD_DEFAULTS.settings),
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('seo_pages')
      .values({
        path: '/',
        title: SEO_DEFAULTS.title,
        og_title: null,
        description: SEO_DEFAULTS.description,
        og_description: null,
        og_image: null,
        keywords: SEO_DEFAULTS.keywords,
        robots_txt: SEO_DEFAULTS.robotsTxt,
        canonical_url: null,
        updated_at: now,
      })
      .execute();
    await db.insertInto('store_meta').values({ key: SEED_MARKER, value: now }).execute();
    return true;
  });
  // The seed wrote behind the services' backs: drop anything cached before it.
  store.cache.invalidate('');
  return seeded;
}

/**
 * Stock rows for every SKU of content, from content's `stock`, on every start: a SKU added to
 * content later is seeded on the next start, and an existing row (operators' and sales' changes)
 * is never touched (DESIGN.md §12).
 */
export async function seedStock(
  store: Store,
  products: readonly { sku: string; initialStock: number }[],
): Promise<void> {
  const now = nowIso();
  const rows = products.map((p) => ({ sku: p.sku, left: p.initialStock, updated_at: now }));
  for (let i = 0; i < rows.length; i += 200) {
    await store.db
      .insertInto('stock')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.column('sku').doNothing())
      .execute();
  }
}
