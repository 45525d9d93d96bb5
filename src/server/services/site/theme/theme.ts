// Themes and their sections (spec §3). The active theme is read on every page build and by the
// benchmark's batched read, so it is cached (invalidated by every theme write).
import { newId, nowIso, parseJsonObject } from '../../../db/ids';
import type { ThemeSectionsTable } from '../../../db/schema';
import type { Store } from '../../../db/store';
import type { PaletteName, Shade } from '@/lib/theme-palette';

export type Palette = Record<Shade, string>;
export type ColorScheme = Record<PaletteName, Palette>;
export interface ThemeColors {
  light: ColorScheme;
  dark: ColorScheme;
}

export interface Theme {
  id: string;
  name: string;
  isActive: boolean;
  colors: ThemeColors;
  createdAt: string;
  updatedAt: string;
}

export interface ThemeSection {
  id: string;
  themeId: string;
  sectionId: string;
  pageType: string;
  locale: string;
  type: string;
  title: string | null;
  settings: Record<string, unknown>;
  sortOrder: number;
}

/** Sections are written in Vietnamese first; another locale falls back to them per section. */
const FALLBACK_LOCALE = 'vi';

const SECTION_COLUMNS = [
  'id',
  'theme_id',
  'section_key',
  'page_type',
  'locale',
  'type',
  'title',
  'settings',
  'sort_order',
] as const;
type SectionRow = Pick<ThemeSectionsTable, (typeof SECTION_COLUMNS)[number]>;

function toSection(row: SectionRow): ThemeSection {
  return {
    id: row.id,
    themeId: row.theme_id,
    sectionId: row.section_key,
    pageType: row.page_type,
    locale: row.locale,
    type: row.type,
    title: row.title,
    settings: parseJsonObject(row.settings),
    sortOrder: row.sort_order,
  };
}

function parseColors(text: string): ThemeColors {
  // Written only by createTheme below, which takes typed ThemeColors.
  return JSON.parse(text) as ThemeColors;
}

export function getActiveTheme(store: Store): Promise<Theme | null> {
  return store.cache.getOrLoad('theme:active', async () => {
    const row = await store.db
      .selectFrom('themes')
      .select(['id', 'name', 'is_active', 'colors', 'created_at', 'updated_at'])
      .where('is_active', '=', 1)
      .orderBy('updated_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      isActive: row.is_active === 1,
      colors: parseColors(row.colors),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
}

export async function createTheme(
  store: Store,
  input: { id?: string; name: string; colors: ThemeColors; isActive: boolean },
): Promise<string> {
  const id = input.id ?? newId();
  const now = nowIso();
  await store.db.transaction().execute(async (trx) => {
    // One active theme at a time.
    if (input.isActive)
      await trx.updateTable('themes').set({ is_active: 0, updated_at: now }).execute();
    await trx
      .insertInto('themes')
      .values({
        id,
        name: input.name,
        is_active: input.isActive ? 1 : 0,
        colors: JSON.stringify(input.colors),
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  store.cache.invalidate('theme:');
  return id;
}

/** Prefer the requested locale per section, else the Vietnamese version; ordered for display. */
function pickLocale(rows: SectionRow[], locale: string): ThemeSection[] {
  const chosen = new Map<string, SectionRow>();
  for (const row of rows) {
    const current = chosen.get(row.section_key);
    if (!current || (row.locale === locale && current.locale !== locale))
      chosen.set(row.section_key, row);
  }
  return [...chosen.values()]
    .sort((a, b) => a.sort_order - b.sort_order || a.section_key.localeCompare(b.section_key))
    .map(toSection);
}

function sectionsQuery(store: Store, themeId: string, locale: string) {
  return store.db
    .selectFrom('theme_sections')
    .select(SECTION_COLUMNS)
    .where('theme_id', '=', themeId)
    .where('is_active', '=', 1)
    .where('locale', 'in', [...new Set([locale, FALLBACK_LOCALE])]);
}

export async function getSections(
  store: Store,
  themeId: string,
  locale: string,
): Promise<ThemeSection[]> {
  return pickLocale(await sectionsQuery(store, themeId, locale).execute(), locale);
}

export async function getPageSections(
  store: Store,
  themeId: string,
  pageType: string,
  locale: string,
): Promise<ThemeSection[]> {
  const rows = await sectionsQuery(store, themeId, locale)
    .where('page_type', '=', pageType)
    .execute();
  return pickLocale(rows, locale);
}

export async function getSection(
  store: Store,
  themeId: string,
  sectionId: string,
  locale: string,
): Promise<ThemeSection | null> {
  const rows = await sectionsQuery(store, themeId, locale)
    .where('section_key', '=', sectionId)
    .execute();
  return pickLocale(rows, locale)[0] ?? null;
}

export interface SectionInput {
  themeId: string;
  sectionId: string;
  pageType: string;
  locale: string;
  type: string;
  title?: string | null;
  settings?: Record<string, unknown>;
  sortOrder?: number;
  isActive?: boolean;
}

export async function createSection(store: Store, input: SectionInput): Promise<string> {
  const id = newId();
  const now = nowIso();
  await store.db
    .insertInto('theme_sections')
    .values({
      id,
      theme_id: input.themeId,
      section_key: input.sectionId,
      page_type: input.pageType,
      locale: input.locale,
      type: input.type,
      title: input.title ?? null,
      settings: JSON.stringify(input.settings ?? {}),
      sort_order: input.sortOrder ?? 0,
      is_active: input.isActive === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
