// Settings (spec §3 "Public setting"). Only rows marked public are ever returned by these reads.
import { nowIso } from '../../../db/ids';
import type { Store } from '../../../db/store';

export interface PublicSetting {
  key: string;
  value: string;
}

export function getPublicSettings(store: Store): Promise<PublicSetting[]> {
  return store.cache.getOrLoad('settings:public', () =>
    store.db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('is_public', '=', 1)
      .orderBy('key')
      .execute(),
  );
}

export async function getPublicSettingByKey(
  store: Store,
  key: string,
): Promise<PublicSetting | null> {
  return (await getPublicSettings(store)).find((setting) => setting.key === key) ?? null;
}

export async function setSetting(
  store: Store,
  input: { key: string; value: string; isPublic: boolean },
): Promise<void> {
  const update = { value: input.value, is_public: input.isPublic ? 1 : 0, updated_at: nowIso() };
  await store.db
    .insertInto('settings')
    .values({ key: input.key, ...update })
    .onConflict((oc) => oc.column('key').doUpdateSet(update))
    .execute();
  store.cache.invalidate('settings:');
}
