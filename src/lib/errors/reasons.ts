// The closed set of reasons a refusal carries (`error.data.details.reason`). The server sets one
// of these keys on every DomainError it means a page to explain; the page translates the key in
// its own namespace (`errors.<key>`, or the ticket office's refusal texts), never its words. A key
// missing here fails the type check on both sides, so a typo cannot reach a buyer.

/** The buyer's cancel (dashboard, order page). */
export const BUYER_CANCEL_REASONS = [
  'order-already-paid',
  'payment-not-closed',
  'order-not-cancellable',
] as const;

/** The console's order steps. */
export const CONSOLE_ORDER_REASONS = [
  'step-not-allowed',
  'changed-meanwhile',
  'already-paid',
  'amount-mismatch',
  'no-transfer',
  'no-cod',
  'cancelled',
  'order-already-paid',
  'payment-not-closed',
] as const;

/** The refund desk. */
export const REFUND_DESK_REASONS = [
  'refund-already-decided',
  'refund-amount-too-high',
  'order-not-paid',
  'refund-request-not-found',
  'refund-tickets-not-live',
] as const;

/** The capacity calendar. */
export const CAPACITY_REASONS = [
  'capacity-below-sold',
  'day-already-closed',
  'day-not-closed',
  'date-past',
] as const;

/** The ticket office: booking, exchange and refund requests. */
export const TICKET_REASONS = [
  'type-not-found',
  'date-out-of-range',
  'day-closed',
  'not-enough-seats',
  'group-quote',
  'adult-required',
  'ticket-not-found',
  'exchange-used',
  'exchange-past',
  'exchange-too-late',
  'exchange-once',
  'exchange-not-issued',
  'exchange-same-day',
  'not-paid',
  'refund-already-requested',
  'refund-line-not-found',
  'refund-ticket-not-found',
  'refund-ticket-not-live',
  'refund-bundle-whole',
  'refund-too-late',
] as const;

/** The waiting list of sold-out days: joining, and the console's offer by hand. */
export const WAITLIST_REASONS = [
  'waitlist-seats-available',
  'waitlist-entry-not-found',
  'waitlist-not-waiting',
] as const;

/** The site console: redirects, settings, SEO overrides, themes and logos. */
export const SITE_CONSOLE_REASONS = [
  'redirect-source',
  'redirect-target',
  'redirect-loop',
  'redirect-chain',
  'redirect-live-page',
  'redirect-exists',
  'redirect-missing',
  'setting-key',
  'setting-format',
  'setting-private',
  'seo-path',
  'seo-detail',
  'seo-url',
  'seo-robots',
  'theme-contrast',
  'theme-missing',
  'theme-color',
  'logo-file',
  'logo-missing',
  'payment-bank',
  'payment-account-number',
  'payment-account-name',
] as const;

/** A voucher code refused at checkout, at booking or in their price preview. */
export const VOUCHER_REASONS = [
  'voucher-unknown',
  'voucher-disabled',
  'voucher-not-started',
  'voucher-expired',
  'voucher-exhausted',
  'voucher-contact-limit',
  'voucher-min-subtotal',
  'voucher-not-applicable',
] as const;

/** The voucher console. */
export const VOUCHER_CONSOLE_REASONS = ['voucher-exists', 'voucher-missing'] as const;
/** The shipping address of a checkout (the two-level list after 1 July 2025). */
export const ADDRESS_REASONS = ['province-not-found', 'ward-not-in-province'] as const;

/** "Thử lại" after a failed payment: only a cancelled, unpaid online order is placed again. */
export const RETRY_PAYMENT_REASONS = ['order-not-retryable'] as const;

export const REASON_KEYS = [
  ...new Set([
    ...BUYER_CANCEL_REASONS,
    ...CONSOLE_ORDER_REASONS,
    ...REFUND_DESK_REASONS,
    ...CAPACITY_REASONS,
    ...TICKET_REASONS,
    ...WAITLIST_REASONS,
    ...SITE_CONSOLE_REASONS,
    ...VOUCHER_REASONS,
    ...VOUCHER_CONSOLE_REASONS,
    ...ADDRESS_REASONS,
    ...RETRY_PAYMENT_REASONS,
  ]),
];

export type ReasonKey =
  | (typeof BUYER_CANCEL_REASONS)[number]
  | (typeof CONSOLE_ORDER_REASONS)[number]
  | (typeof REFUND_DESK_REASONS)[number]
  | (typeof CAPACITY_REASONS)[number]
  | (typeof TICKET_REASONS)[number]
  | (typeof WAITLIST_REASONS)[number]
  | (typeof SITE_CONSOLE_REASONS)[number]
  | (typeof VOUCHER_REASONS)[number]
  | (typeof VOUCHER_CONSOLE_REASONS)[number]
  | (typeof ADDRESS_REASONS)[number]
  | (typeof RETRY_PAYMENT_REASONS)[number];
