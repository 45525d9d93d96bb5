// The store's first-start defaults (spec §9, DESIGN.md §6), in one module: the seed writes them,
// the services fall back to them when a row is missing, and the pages' loaders keep them when the
// store cannot be read. Plain data, no I/O: safe to import from anywhere.
import { TICKET_CARD_IMAGE_HEIGHT } from '@/config';
import { BUILT_IN_SCHEME } from '@/lib/theme-palette';

/** Ids of the seeded rows, so tests and operators can find them. */
export const SEED_IDS = {
  theme: 'theme-default',
  logo: 'logo-default',
  favicon: 'favicon-default',
  ticketCard: 'style-ticket-card-default',
} as const;

/**
 * Dark mode uses the same shade scales: the components pick lighter shades with `dark:` variants
 * (links primary-300 in dark, primary-800 in light), so the scale itself does not flip.
 */
export const DEFAULT_THEME = {
  name: 'Mặc định',
  colors: { light: BUILT_IN_SCHEME, dark: BUILT_IN_SCHEME },
} as const;

/** The files shipped in public/brand. */
export const DEFAULT_LOGO = {
  lightModeUrl: '/brand/logo-light.svg',
  darkModeUrl: '/brand/logo-dark.svg',
} as const;

export const DEFAULT_FAVICON = {
  lightModeUrl: '/brand/favicon-light.svg',
  darkModeUrl: '/brand/favicon-dark.svg',
} as const;

export const DEFAULT_FEATURE_FLAGS = [
  { key: 'enable_add_to_cart', value: 'true', description: 'Nút thêm vào giỏ hàng' },
] as const;

export const DEFAULT_SETTINGS = [
  { key: 'google_tag_manager_id', value: '', isPublic: true },
] as const;

const WHITE = '#ffffff';

/** Spec §3: image height 400, every label shown; featured amber, new blue, sale and discount red. */
export const TICKET_CARD_DEFAULTS = {
  title: 'Thẻ vé',
  settings: {
    imageHeight: TICKET_CARD_IMAGE_HEIGHT,
    showLabels: { featured: true, new: true, sale: true, discount: true },
    labelStyles: {
      featured: { backgroundColor: '#f59e0b', textColor: WHITE },
      new: { backgroundColor: '#3b82f6', textColor: WHITE },
      sale: { backgroundColor: '#ef4444', textColor: WHITE },
      discount: { backgroundColor: '#ef4444', textColor: WHITE },
    },
  },
} as const;

/** The '/' SEO record, and what getSeoByPath answers when no record matches (spec §3). */
export const SEO_DEFAULTS = {
  title: 'Trang chủ',
  description:
    'Khu du lịch Cáp Treo Núi Mây: vé cáp treo theo ngày, ẩm thực, quà lưu niệm và dịch vụ trên đỉnh núi.',
  keywords: 'cáp treo, Núi Mây, vé cáp treo, du lịch, khu du lịch',
  robotsTxt: 'index, follow',
} as const;
