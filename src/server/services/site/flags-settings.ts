// Feature flags and public settings as operators change them (DESIGN.md §18 admin.flags.*,
// admin.settings.*). Each change writes the audit log with the value before and after, in the
// same transaction, drops this instance's cached reads at once (other instances within the read
// cache's few seconds) and expires the pages tagged FLAGS_TAG.
// Private settings (the payment account and whatever else is not for the browser) are not listed
// or written here: their own console pages own them, and a public switch must never expose them.
import { isTrueValue } from '@/lib/flags/flag-values';
import { nowIso } from '../../db/ids';
import { writeTransaction, type Store } from '../../db/store';
import { DomainError } from '../errors';
import { recordAudit, type Actor } from '../operators/audit-log';
import { FLAGS_TAG, refreshPages, expireTag, type Revalidate } from './page-tags';

export interface FlagRow {
  key: string;
  /** As stored; the flag is on only when it lowercases to "true" (spec §5). */
  value: string;
  enabled: boolean;
  description: string | null;
  updatedAt: string;
}

export interface SettingRow {
  key: string;
  value: string;
  updatedAt: string;
}

export async function listFlags(store: Store): Promise<FlagRow[]> {
  const rows = await store.db
    .selectFrom('feature_flags')
    .select(['key', 'value', 'description', 'updated_at'])
    .orderBy('key')
    .execute();
  return rows.map((row) => ({
    key: row.key,
    value: row.value,
    enabled: isTrueValue(row.value),
    description: row.description,
    updatedAt: row.updated_at,
  }));
}

export async function setFlag(
  store: Store,
  actor: Actor,
  input: { key: string; enabled: boolean; description?: string | null },
  revalidate: Revalidate = expireTag,
): Promise<{ changed: boolean; flag: FlagRow }> {
  const value = input.enabled ? 'true' : 'false';
  const result = await writeTransaction(store, async (trx) => {
    const before = await trx
      .selectFrom('feature_flags')
      .select(['value', 'description'])
      .where('key', '=', input.key)
      .executeTakeFirst();
    const description =
      input.description === undefined ? (before?.description ?? null) : input.description;
    const updatedAt = nowIso();
    const flag = { key: input.key, value, enabled: input.enabled, description, updatedAt };
    if (before && before.value === value && before.description === description) {
      return { changed: false, flag };
    }
    await trx
      .insertInto('feature_flags')
      .values({ key: input.key, value, description, updated_at: updatedAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value, description, updated_at: updatedAt }),
      )
      .execute();
    await recordAudit(trx, actor, {
      action: 'flag.set',
      targetType: 'feature-flag',
      targetId: input.key,
      details: { before: before ?? null, after: { value, description } },
    });
    return { changed: true, flag };
  });
  if (result.changed) {
    store.cache.invalidate('flags:');
    await refreshPages([FLAGS_TAG], revalidate);
  }
  return result;
}

export async function listPublicSettings(store: Store): Promise<SettingRow[]> {
  const rows = await store.db
    .selectFrom('settings')
    .select(['key', 'value', 'updated_at'])
    .where('is_public', '=', 1)
    .orderBy('key')
    .execute();
  return rows.map((row) => ({ key: row.key, value: row.value, updatedAt: row.updated_at }));
}

/** Sets a public setting (a new key is created public); a private key is refused. */
export async function setPublicSetting(
  store: Store,
  actor: Actor,
  input: { key: string; value: string },
  revalidate: Revalidate = expireTag,
): Promise<{ changed: boolean; setting: SettingRow }> {
  const result = await writeTransaction(store, async (trx) => {
    const before = await trx
      .selectFrom('settings')
      .select(['value', 'is_public'])
      .where('key', '=', input.key)
      .executeTakeFirst();
    if (before && before.is_public !== 1) {
      throw new DomainError('setting-private');
    }
    const updatedAt = nowIso();
    const setting = { key: input.key, value: input.value, updatedAt };
    if (before?.value === input.value) return { changed: false, setting };
    await trx
      .insertInto('settings')
      .values({ key: input.key, value: input.value, is_public: 1, updated_at: updatedAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: input.value, updated_at: updatedAt }),
      )
      .execute();
    await recordAudit(trx, actor, {
      action: 'setting.set',
      targetType: 'setting',
      targetId: input.key,
      details: { before: before ? { value: before.value } : null, after: { value: input.value } },
    });
    return { changed: true, setting };
  });
  if (result.changed) {
    store.cache.invalidate('settings:');
    await refreshPages([FLAGS_TAG], revalidate);
  }
  return result;
}
