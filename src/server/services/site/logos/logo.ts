// Logo and favicon URLs for light and dark mode (spec §3 "Logo or favicon").
import { newId, nowIso } from '../../../db/ids';
import type { Store } from '../../../db/store';

export const LOGO_TYPES = ['logo', 'favicon'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export interface Logo {
  type: LogoType;
  lightModeUrl: string;
  darkModeUrl: string;
}

export function getActiveLogo(store: Store, type: LogoType): Promise<Logo | null> {
  return store.cache.getOrLoad(`logo:${type}`, async () => {
    const row = await store.db
      .selectFrom('logos')
      .select(['light_mode_url', 'dark_mode_url'])
      .where('type', '=', type)
      .where('is_active', '=', 1)
      .orderBy('updated_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? { type, lightModeUrl: row.light_mode_url, darkModeUrl: row.dark_mode_url } : null;
  });
}

/** Adds a logo of `type` and makes it the active one. */
export async function setActiveLogo(
  store: Store,
  input: { id?: string; type: LogoType; lightModeUrl: string; darkModeUrl: string },
): Promise<void> {
  const now = nowIso();
  await store.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('logos')
      .set({ is_active: 0, updated_at: now })
      .where('type', '=', input.type)
      .execute();
    await trx
      .insertInto('logos')
      .values({
        id: input.id ?? newId(),
        type: input.type,
        light_mode_url: input.lightModeUrl,
        dark_mode_url: input.darkModeUrl,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  store.cache.invalidate('logo:');
}
