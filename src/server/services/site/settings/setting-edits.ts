// Public settings as operators change them (DESIGN.md §18 admin.settings.*), audited and expiring
// the pages tagged FLAGS_TAG like a flag's change (../flags/flag-edits.ts).
// Private settings (the payment account and whatever else is not for the browser) are not listed
// or written here: their own console pages own them, and a public switch must never expose them.
import { nowIso } from '../../../db/ids';
import { writeTransaction, type Store } from '../../../db/store';
import { DomainError } from '../../errors';
import { recordAudit, type Actor } from '../../operators/audit-log';
import { FLAGS_TAG, refreshPages, expireTag, type Revalidate } from '../page-tags';

export interface SettingRow {
  key: string;
  value: string;
  updatedAt: string;
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
