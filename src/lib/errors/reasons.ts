// The closed set of reasons a refusal carries (`error.data.details.reason`). The server sets one
// of these keys on every DomainError it means a page to explain; the page translates the key in
// its own namespace (`errors.<key>`, or the ticket office's refusal texts), never its words. A key
// missing here fails the type check on both sides, so a typo cannot reach a buyer.
export const REASON_KEYS = [
  // Orders (buyer and console)
  'order-already-paid',
  'order-not-cancellable',
  'payment-not-closed',
  'step-not-allowed',
  'changed-meanwhile',
  'already-paid',
  'amount-mismatch',
  'no-transfer',
  'no-cod',
  'cancelled',
  // Refund desk
  'refund-already-decided',
  'refund-amount-too-high',
  'order-not-paid',
  'refund-request-not-found',
  // Capacity calendar
  'capacity-below-sold',
  'day-already-closed',
  'day-not-closed',
  'date-past',
  // Ticket office
  'type-not-found',
  'date-out-of-range',
  'day-closed',
  'not-enough-seats',
  'group-quote',
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
] as const;

export type ReasonKey = (typeof REASON_KEYS)[number];
