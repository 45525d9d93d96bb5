// Feature flags (spec §3, §5): a flag is on only when its stored value, lowercased, is "true".
import { nowIso } from '../../../db/ids';
import type { Store } from '../../../db/store';
import { isTrueValue } from '@/lib/flags/flag-values';

export interface FeatureFlag {
  key: string;
  enabled: boolean;
}

function allFlags(store: Store): Promise<FeatureFlag[]> {
  return store.cache.getOrLoad('flags:all', async () => {
    const rows = await store.db
      .selectFrom('feature_flags')
      .select(['key', 'value'])
      .orderBy('key')
      .execute();
    return rows.map((row) => ({ key: row.key, enabled: isTrueValue(row.value) }));
  });
}

export function getAllFeatureFlags(store: Store): Promise<FeatureFlag[]> {
  return allFlags(store);
}

export async function getFeatureFlagByKey(store: Store, key: string): Promise<FeatureFlag | null> {
  return (await allFlags(store)).find((flag) => flag.key === key) ?? null;
}

/** An unknown key answers `defaultValue`; a known one answers its stored value. */
export async function isFeatureEnabled(
  store: Store,
  key: string,
  defaultValue: boolean,
): Promise<FeatureFlag> {
  const flag = await getFeatureFlagByKey(store, key);
  return { key, enabled: flag ? flag.enabled : defaultValue };
}

export async function setFeatureFlag(
  store: Store,
  input: { key: string; value: string; description?: string | null },
): Promise<void> {
  const update = {
    value: input.value,
    description: input.description ?? null,
    updated_at: nowIso(),
  };
  await store.db
    .insertInto('feature_flags')
    .values({ key: input.key, ...update })
    .onConflict((oc) => oc.column('key').doUpdateSet(update))
    .execute();
  store.cache.invalidate('flags:');
}
