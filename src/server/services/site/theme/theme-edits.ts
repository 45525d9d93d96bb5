// Themes as operators change them (DESIGN.md §18 admin.theme.*): edit a theme's light and dark
// palettes, save a copy, activate one. A palette whose colours fail WCAG AA against the text they
// carry (lib/theme-contrast) is refused, so is activating one. Each change is audited with the
// value before and expires the pages tagged THEME_TAG: every page follows without a rebuild.
import { contrastFailures } from '@/lib/theme-contrast';
import { newId, nowIso } from '../../../db/ids';
import { writeTransaction, type Store } from '../../../db/store';
import { DomainError } from '../../errors';
import { recordAudit, type Actor } from '../../operators/audit-log';
import type { ThemeColors } from './theme';
import { expireTag, refreshPages, THEME_TAG, type Revalidate } from '../page-tags';

export interface ThemeRow {
  id: string;
  name: string;
  isActive: boolean;
  colors: ThemeColors;
  updatedAt: string;
}

function refuse(reason: 'theme-contrast' | 'theme-missing'): never {
  throw new DomainError(reason);
}

function checkContrast(colors: ThemeColors): void {
  const failures = contrastFailures(colors);
  if (failures.length > 0) {
    console.warn(
      '[themes] refused a palette:',
      failures.map((f) => `${f.scheme} ${f.palette}-${f.shade} ${f.color} ${f.ratio}:1`).join(', '),
    );
    refuse('theme-contrast');
  }
}

export async function listThemes(store: Store): Promise<ThemeRow[]> {
  const rows = await store.db
    .selectFrom('themes')
    .select(['id', 'name', 'is_active', 'colors', 'updated_at'])
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    isActive: row.is_active === 1,
    colors: JSON.parse(row.colors) as ThemeColors,
    updatedAt: row.updated_at,
  }));
}

async function afterWrite(store: Store, touchesPages: boolean, revalidate: Revalidate) {
  store.cache.invalidate('theme:');
  if (touchesPages) await refreshPages([THEME_TAG], revalidate);
}

/** Saves a theme's name and palettes: `id` given updates it, none adds a new (inactive) one. */
export async function saveTheme(
  store: Store,
  actor: Actor,
  input: { id?: string; name: string; colors: ThemeColors },
  revalidate: Revalidate = expireTag,
): Promise<ThemeRow> {
  checkContrast(input.colors);
  const id = input.id ?? newId();
  const now = nowIso();
  const wasActive = await writeTransaction(store, async (trx) => {
    const before = input.id
      ? await trx
          .selectFrom('themes')
          .select(['name', 'colors', 'is_active'])
          .where('id', '=', input.id)
          .executeTakeFirst()
      : undefined;
    if (input.id && !before) refuse('theme-missing');
    if (before) {
      await trx
        .updateTable('themes')
        .set({ name: input.name, colors: JSON.stringify(input.colors), updated_at: now })
        .where('id', '=', id)
        .execute();
    } else {
      await trx
        .insertInto('themes')
        .values({
          id,
          name: input.name,
          is_active: 0,
          colors: JSON.stringify(input.colors),
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await recordAudit(trx, actor, {
      action: before ? 'theme.update' : 'theme.create',
      targetType: 'theme',
      targetId: id,
      details: {
        before: before
          ? { name: before.name, colors: JSON.parse(before.colors) as ThemeColors }
          : null,
        after: { name: input.name, colors: input.colors },
      },
    });
    return before?.is_active === 1;
  });
  await afterWrite(store, wasActive, revalidate);
  const saved = (await listThemes(store)).find((theme) => theme.id === id);
  if (!saved) throw new Error(`theme ${id} vanished after saving`);
  return saved;
}

/** Makes `id` the one active theme (its palettes checked again first). */
export async function activateTheme(
  store: Store,
  actor: Actor,
  id: string,
  revalidate: Revalidate = expireTag,
): Promise<{ changed: boolean }> {
  const changed = await writeTransaction(store, async (trx) => {
    const target = await trx
      .selectFrom('themes')
      .select(['colors', 'is_active'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!target) refuse('theme-missing');
    if (target.is_active === 1) return false;
    checkContrast(JSON.parse(target.colors) as ThemeColors);
    const previous = await trx
      .selectFrom('themes')
      .select('id')
      .where('is_active', '=', 1)
      .executeTakeFirst();
    const now = nowIso();
    await trx
      .updateTable('themes')
      .set({ is_active: 0, updated_at: now })
      .where('is_active', '=', 1)
      .execute();
    await trx
      .updateTable('themes')
      .set({ is_active: 1, updated_at: now })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, {
      action: 'theme.activate',
      targetType: 'theme',
      targetId: id,
      details: { before: { activeId: previous?.id ?? null }, after: { activeId: id } },
    });
    return true;
  });
  if (changed) await afterWrite(store, true, revalidate);
  return { changed };
}
