// Payment methods behind one interface (STYLE "providers behind one interface", DESIGN.md §14):
// the order service calls `start` after the order is committed and never names a provider.
import type { Store } from '../../db/store';
import type { PaymentMethodId } from '@/lib/validation/checkout';
import type { PaymentNotice } from './notice';

export type { PaymentMethodId };
export type OrderKindId = 'goods' | 'tickets';

export interface PaymentStart {
  status: 'pending';
  checkoutUrl?: string;
  providerOrderCode?: number;
  qrPayload?: string;
  expiresAt?: string;
  /** Cash on delivery: the order is confirmed at once, the payment stays pending. */
  confirmOrder?: boolean;
  /**
   * The provider's own timestamp of the request, kept on the payment row because a later query
   * must repeat it exactly (VNPay's vnp_CreateDate, which querydr asks for).
   */
  providerCreatedAt?: string;
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
  /**
   * The buyer's address as the server resolved it (scripts/server.mjs, TRUSTED_PROXIES) when the
   * order came from a web request; absent for orders placed by scripts. Sent to providers that ask
   * for it (VNPay), never stored.
   */
  clientIp?: string;
  expiresAt?: string;
}

/** What the provider says about an attempt the shop asked it to close. */
export type ClosedAttempt =
  | { state: 'closed' }
  /** Paid before the close reached it: the provider's word wins, the cancel is refused. */
  | { state: 'paid'; amount: number; reference: string | null };

/** One attempt as a provider's query needs it (reconciliation). */
export interface AttemptRef {
  providerOrderCode: number;
  /** The order's own code (VNPay's vnp_OrderInfo names it). */
  orderCode: string;
  /** PaymentStart.providerCreatedAt as stored, or null (attempts from before it was kept). */
  providerCreatedAt: string | null;
  /** When the store wrote the attempt (ISO). */
  createdAt: string;
}

/** What the provider holds about one attempt: whether it took the money, and how much. */
export interface ProviderRecord {
  state: 'paid' | 'unpaid' | 'not-found';
  /** The amount the provider took (paid), or names for the attempt; null when it says none. */
  amount: number | null;
  /** The provider's transaction reference, when it has one. */
  reference: string | null;
}

export interface PaymentMethod {
  id: PaymentMethodId;
  kinds: readonly OrderKindId[];
  /**
   * How long a new order may wait for this payment (online methods), or for its start to confirm
   * it (cash: the start confirms at once and clears the deadline). The order's `expires_at` is set
   * from it in the transaction that creates the order, before the method is ever called, so an
   * order whose start never ran still expires. Undefined: the order does not expire.
   */
  ttlMs?: number;
  /**
   * Closes the attempt at the provider so it can no longer be paid (PayOS cancelPaymentLink).
   * Throws when the provider cannot be reached: the caller must not cancel on a guess. Methods
   * without it (transfer, cash) have nothing to close outside the shop.
   */
  closeAttempt?(providerOrderCode: number): Promise<ClosedAttempt>;
  /**
   * Asks the provider how a pending attempt stands (PayOS paymentRequests.get), for a return page
   * whose notice has not arrived: a paid attempt comes back as the notice its webhook would have
   * sent, anything else (or a provider out of reach) as null. Methods without it wait for notices.
   */
  askAttempt?(providerOrderCode: number): Promise<PaymentNotice | null>;
  /**
   * Reads the provider's record of an attempt for the day's reconciliation (PayOS
   * paymentRequests.get, VNPay querydr, MoMo query). Throws when the provider cannot be reached or
   * refuses the query: a difference is never listed on a guess. Methods without it are not
   * reconciled.
   */
  queryAttempt?(attempt: AttemptRef): Promise<ProviderRecord>;
  /** Whether the deployment has what this method needs (credentials, bank account). */
  isAvailable(store: Store): Promise<boolean>;
  /** Called after the order is committed, with the order as it was stored. */
  start(store: Store, order: OrderForPayment): Promise<PaymentStart>;
}

/** What the order page shows for a transfer: each detail with a copy button, and the QR. */
export interface TransferDetails {
  qr: {
    payload: string;
    bankName: string;
    accountNumber: string;
    accountName: string;
    amount: number;
    /** The transfer content: the order code. */
    description: string;
  };
  qrSvg: string;
}
