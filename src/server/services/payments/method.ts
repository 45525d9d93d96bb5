// Payment methods behind one interface (STYLE "providers behind one interface", DESIGN.md §14):
// the order service calls `start` after the order is committed and never names a provider.
import type { Store } from '../../db/store';

export type PaymentMethodId = 'payos' | 'vietqr' | 'cod';
export type OrderKindId = 'goods' | 'tickets';

export interface PaymentStart {
  status: 'pending';
  checkoutUrl?: string;
  providerOrderCode?: number;
  qrPayload?: string;
  expiresAt?: string;
  /** Cash on delivery: the order is confirmed at once, the payment stays pending. */
  confirmOrder?: boolean;
}

export interface OrderForPayment {
  orderId: string;
  orderCode: string;
  paymentId: string;
  totalAmount: number;
  currency: string;
  locale: 'vi' | 'en';
  kind: OrderKindId;
  lines: { name: string; quantity: number; unitPrice: number }[];
  buyer: { name: string; email: string; phone: string };
  expiresAt?: string;
}

export interface PaymentMethod {
  id: PaymentMethodId;
  kinds: readonly OrderKindId[];
  /** Whether the deployment has what this method needs (credentials, bank account). */
  isAvailable(store: Store): Promise<boolean>;
  /** Called after the order is committed, with the order as it was stored. */
  start(store: Store, order: OrderForPayment): Promise<PaymentStart>;
}
