// Component style configs per theme (spec §3). Stored settings are merged over the type's
// defaults, so a config that sets only `imageHeight` still has every label style.
import { newId, nowIso, parseJsonObject } from '../../../db/ids';
import type { Store } from '../../../db/store';
import { TICKET_CARD_DEFAULTS as TICKET_CARD_DEFAULTS_DATA } from '@/store-defaults';

export interface LabelStyle {
  backgroundColor: string;
  textColor: string;
}

export interface TicketCardSettings {
  imageHeight: number;
  showLabels: { featured: boolean; new: boolean; sale: boolean; discount: boolean };
  labelStyles: { featured: LabelStyle; new: LabelStyle; sale: LabelStyle; discount: LabelStyle };
}

/** Spec §3 defaults, from the one module the seed writes them from. */
export const TICKET_CARD_DEFAULTS: TicketCardSettings = TICKET_CARD_DEFAULTS_DATA.settings;

export const STYLE_DEFAULTS: Record<string, Record<string, unknown>> = {
  'ticket-card': TICKET_CARD_DEFAULTS as unknown as Record<string, unknown>,
};

export interface ComponentStyleConfig {
  id: string;
  themeId: string;
  type: string;
  title: string;
  settings: Record<string, unknown>;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge of plain objects; `override` wins, arrays and scalars replace. */
export function mergeSettings(
  base: Record<string, unknown>,
  override: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] =
      isPlainObject(current) && isPlainObject(value) ? mergeSettings(current, value) : value;
  }
  return out;
}

export async function byThemeId(store: Store, themeId: string): Promise<ComponentStyleConfig[]> {
  const rows = await store.db
    .selectFrom('component_style_configs')
    .select([
      'id',
      'theme_id',
      'type',
      'title',
      'settings',
      'is_active',
      'created_at',
      'updated_at',
    ])
    .where('theme_id', '=', themeId)
    .where('is_active', '=', 1)
    .orderBy('type')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    themeId: row.theme_id,
    type: row.type,
    title: row.title,
    settings: mergeSettings(STYLE_DEFAULTS[row.type] ?? {}, parseJsonObject(row.settings)),
    isActive: row.is_active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

export async function createStyleConfig(
  store: Store,
  input: {
    id?: string;
    themeId: string;
    type: string;
    title: string;
    settings: Record<string, unknown>;
  },
): Promise<string> {
  const id = input.id ?? newId();
  const now = nowIso();
  await store.db
    .insertInto('component_style_configs')
    .values({
      id,
      theme_id: input.themeId,
      type: input.type,
      title: input.title,
      settings: JSON.stringify(input.settings),
      is_active: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
