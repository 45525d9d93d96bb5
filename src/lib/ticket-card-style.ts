// Ticket-card style (spec §3 "Component style config"): the theme's config settings merged over
// the built-in defaults, field by field, so a config that sets only `imageHeight` keeps every
// label style. Values of the wrong type are ignored rather than trusted.
import { TICKET_CARD_DEFAULTS as TICKET_CARD_DEFAULTS_DATA } from '@/store-defaults';
import { isCssColor } from './theme-css';

export const LABELS = ['featured', 'new', 'sale', 'discount'] as const;
export type Label = (typeof LABELS)[number];

export interface LabelStyle {
  backgroundColor: string;
  textColor: string;
}

export interface TicketCardStyle {
  imageHeight: number;
  showLabels: Record<Label, boolean>;
  labelStyles: Record<Label, LabelStyle>;
}

/** Featured amber, new blue, sale and discount red, all with white text; image height 400. */
export const TICKET_CARD_DEFAULTS: TicketCardStyle = TICKET_CARD_DEFAULTS_DATA.settings;

export interface StyleConfigLike {
  type: string;
  isActive?: boolean;
  settings: Record<string, unknown>;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function mergeLabelStyle(base: LabelStyle, override: unknown): LabelStyle {
  const o = record(override);
  return {
    backgroundColor: isCssColor(o.backgroundColor) ? o.backgroundColor : base.backgroundColor,
    textColor: isCssColor(o.textColor) ? o.textColor : base.textColor,
  };
}

/** Merges one settings object over the defaults. */
export function mergeTicketCardSettings(settings: Record<string, unknown>): TicketCardStyle {
  const d = TICKET_CARD_DEFAULTS;
  const height = settings.imageHeight;
  const show = record(settings.showLabels);
  const styles = record(settings.labelStyles);
  const showLabels = { ...d.showLabels };
  const labelStyles = { ...d.labelStyles };
  for (const label of LABELS) {
    const value = show[label];
    if (typeof value === 'boolean') showLabels[label] = value;
    labelStyles[label] = mergeLabelStyle(d.labelStyles[label], styles[label]);
  }
  return {
    imageHeight:
      typeof height === 'number' && Number.isFinite(height) && height > 0 && height <= 2000
        ? Math.round(height)
        : d.imageHeight,
    showLabels,
    labelStyles,
  };
}

/** The ticket-card style of a theme's configs: its active `ticket-card` config over the defaults. */
export function ticketCardStyle(
  configs: readonly StyleConfigLike[] | null | undefined,
): TicketCardStyle {
  const config = configs?.find((c) => c.type === 'ticket-card' && c.isActive !== false);
  return config ? mergeTicketCardSettings(config.settings) : TICKET_CARD_DEFAULTS;
}
