// Cash on delivery (DESIGN.md §14): goods only; the order is confirmed at once and the payment
// stays pending until the courier collects it.
import type { PaymentMethod } from './method';

export const cashOnDelivery: PaymentMethod = {
  id: 'cod',
  kinds: ['goods'],
  isAvailable: () => Promise.resolve(true),
  start: () => Promise.resolve({ status: 'pending', confirmOrder: true }),
};
