// Inputs of admin.refunds.* and admin.capacity.*, shared by the router and
// the console's forms: one definition of what an operator may send.
import { z } from 'zod';
import { ticketTypeSchema, visitDateSchema } from '@/lib/tickets/ticket-schemas';

export const REFUND_STATUSES = ['requested', 'approved', 'rejected', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_METHODS = ['bank-transfer', 'payos', 'vnpay', 'momo', 'cash'] as const;
export type RefundMethodId = (typeof REFUND_METHODS)[number];
/** How the refund mail names each way of paying a refund back. */
export const REFUND_METHOD_LABELS: Record<'vi' | 'en', Record<RefundMethodId, string>> = {
  vi: {
    'bank-transfer': 'Chuyển khoản ngân hàng',
    payos: 'PayOS',
    vnpay: 'VNPay',
    momo: 'MoMo',
    cash: 'Tiền mặt',
  },
  en: {
    'bank-transfer': 'Bank transfer',
    payos: 'PayOS',
    vnpay: 'VNPay',
    momo: 'MoMo',
    cash: 'Cash',
  },
};

/** The refund method that pays back money taken by an order's payment method. */
export function refundMethodFor(paidMethod: string | null): RefundMethodId {
  if (paidMethod === 'payos' || paidMethod === 'vnpay' || paidMethod === 'momo') return paidMethod;
  if (paidMethod === 'cod') return 'cash';
  return 'bank-transfer';
}
export const CLOSED_DAY_REASONS = ['weather', 'maintenance', 'other'] as const;
export type ClosedDayReasonId = (typeof CLOSED_DAY_REASONS)[number];

/** The most a single day may hold (a typo guard, far above any real cable car's day). */
export const CAPACITY_CEILING = 100_000;

const requestId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const note = z.string().trim().max(1000);

export const refundListInput = z.object({
  status: z.enum(REFUND_STATUSES).optional(),
  limit: z.number().int().min(1).max(100).default(50),
});

export const refundGetInput = z.object({ id: requestId });

export const refundApproveInput = z.object({ id: requestId, note: note.optional() });

export const refundRejectInput = z.object({ id: requestId, note: note.min(1) });

export const refundMarkRefundedInput = z.object({
  id: requestId,
  amount: z.number().int().min(1).max(1_000_000_000),
  method: z.enum(REFUND_METHODS),
  reference: z.string().trim().min(1).max(120),
  note: note.optional(),
});

export const exchangeListInput = z.object({
  limit: z.number().int().min(1).max(100).default(30),
});

export const calendarInput = z.object({
  ticketType: ticketTypeSchema,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
});

export const setCapacityInput = z.object({
  ticketType: ticketTypeSchema,
  visitDate: visitDateSchema,
  capacity: z.number().int().min(0).max(CAPACITY_CEILING),
});

export const closeDayInput = z.object({
  visitDate: visitDateSchema,
  reason: z.enum(CLOSED_DAY_REASONS),
  note: note.optional(),
});

export const reopenDayInput = z.object({ visitDate: visitDateSchema });
