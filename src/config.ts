// Limits and constants of the product (spec §9). One place, imported by server and client.
// Storefront facts (hours, shipping, warranty…) are content: content/site.yaml; the default
// theme colours are in src/app/globals.css.

export const DEFAULT_CURRENCY = 'VND';
export const TIME_ZONE = 'Asia/Ho_Chi_Minh';

export const REQUEST_TIMEOUT_MS = 30_000;
/** Calls one tRPC request may carry (DESIGN.md §8); the browser client batches at most this many. */
export const TRPC_MAX_BATCH_CALLS = 10;
/** Procedures that hash a password: one per request, alone (the client sends them unbatched). */
export const TRPC_SOLO_PROCEDURES: readonly string[] = [
  'auth.login',
  'auth.register',
  'account.delete',
];
/** A login or registration body must arrive whole within this, before it may wait for a hash. */
export const AUTH_BODY_DEADLINE_MS = 10_000;
/** Login and registration bodies one client address may have arriving at once. */
export const AUTH_BODIES_PER_ADDRESS = 4;
export const RELOAD_GUARD_MS = 10_000;
export const ICON_FETCH_TIMEOUT_MS = 1_500;
export const LOADING_OVERLAY_MAX_MS = 5_000;
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;

export const TOAST_DEFAULTS = {
  position: 'top-right',
  duration: 3_000,
  dismissible: true,
  pauseOnHover: true,
} as const;
export const TOAST_EXIT_MS = 150;
export const TOAST_QUEUE_RETRY_MS = 250;

export const COLOR_MODE_STORAGE_KEY = 'vueuse-color-scheme';

export const SESSION_UPDATE_INTERVAL_MS = 60_000;
export const SESSION_ACTIVITY_PING_MS = 30_000;
export const SESSION_INIT_DELAY_MS = 500;
export const SESSION_STORAGE_KEY = 'user_session_id';
export const CART_SESSION_STORAGE_KEY = 'cart_session_id';
export const ACCESS_TOKEN_STORAGE_KEY = 'accessToken';

export const REVIEW_AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_CARD_IMAGE_HEIGHT = 400;

/** Product cards a list shows at first, and adds per "more", once its script runs. */
export const PRODUCT_PAGE_SIZE = 12;

/**
 * The privacy notice's version (content/pages/privacy.md `version`): a consent given to another
 * version is asked again, and the server keeps the version each consent was given to.
 */
export const PRIVACY_NOTICE_VERSION = '2026-01-01';
export const CONSENT_STORAGE_KEY = 'privacy_consent';
