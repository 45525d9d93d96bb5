// Cash on delivery (DESIGN.md §14): goods only; the order is confirmed at once and the payment
// stays pending until the courier collects it.
import type { PaymentMethod } from './method';

/**
 * The deadline of a cash order that was committed but never confirmed (the process died between
 * the two): the sweep expires it like any unpaid order. Confirmation clears it.
 */
export const COD_CONFIRM_TTL_MS = 15 * 60_000;

export const cashOnDelivery: PaymentMethod = {
  id: 'cod',
  kinds: ['goods'],
  ttlMs: COD_CONFIRM_TTL_MS,
  isAvailable: () => Promise.resolve(true),
  start: () => Promise.resolve({ status: 'pending', confirmOrder: true }),
};
