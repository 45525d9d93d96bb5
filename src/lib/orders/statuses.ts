// The statuses of an order, its payment and its tickets (spec §4, DESIGN.md §12–13): one list
// each, read by the store's row types, the transition table and the screens that filter or name
// them. Which changes are allowed is the server's (services/orders/transitions.ts).

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const TICKET_STATUSES = ['issued', 'used', 'exchanged', 'refunded'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
