// Voucher inputs (DESIGN.md §18 `admin.vouchers.*`, `voucherCode?` on both placeOrders) and the
// price preview's. Plain zod with no server imports: the console's form, the checkout and booking
// forms and the procedures parse with these very rules.
import { z } from 'zod';
import { guestCartIdSchema } from '@/lib/validation/checkout';
import { ticketPlaceOrderInput } from '@/lib/tickets/ticket-schemas';
import { voucherCodeSchema } from './voucher-code';

export * from './voucher-code';

export const VOUCHER_SCOPES = ['goods', 'tickets', 'all'] as const;
export type VoucherScope = (typeof VOUCHER_SCOPES)[number];

/** The largest fixed discount and minimum an operator may set (a typo guard, in đồng). */
export const MAX_VOUCHER_AMOUNT = 1_000_000_000;

const amount = z.number().int().min(1).max(MAX_VOUCHER_AMOUNT);
const uses = z.number().int().min(1).max(1_000_000);
const instant = z.iso.datetime({ offset: true });

export const createVoucherInput = z
  .object({
    code: voucherCodeSchema,
    percentOff: z.number().int().min(1).max(100).optional(),
    amountOff: amount.optional(),
    minSubtotal: amount.optional(),
    maxUses: uses.optional(),
    maxUsesPerContact: uses.optional(),
    startsAt: instant.optional(),
    endsAt: instant.optional(),
    appliesTo: z.enum(VOUCHER_SCOPES),
  })
  .superRefine((value, ctx) => {
    if ((value.percentOff === undefined) === (value.amountOff === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'voucher-discount' });
    }
    if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'voucher-window' });
    }
  });
export type CreateVoucherInput = z.infer<typeof createVoucherInput>;

export const voucherCodeInput = z.object({ code: voucherCodeSchema });

/**
 * The price preview: the voucher against the buyer's cart (goods) or the booking being chosen
 * (tickets), priced by the server. `email`, when known, also checks the per-buyer limit.
 */
export const voucherPreviewInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('goods'),
    code: voucherCodeSchema,
    cartId: guestCartIdSchema,
    email: z.email().max(254).toLowerCase().optional(),
  }),
  z.object({
    kind: z.literal('tickets'),
    code: voucherCodeSchema,
    visitDate: ticketPlaceOrderInput.shape.visitDate,
    lines: ticketPlaceOrderInput.shape.lines,
    email: z.email().max(254).toLowerCase().optional(),
  }),
]);
export type VoucherPreviewInput = z.infer<typeof voucherPreviewInput>;
