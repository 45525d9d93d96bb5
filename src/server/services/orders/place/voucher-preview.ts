import type { Catalog, TicketCatalog } from '@/content/projections';
// The price preview before placing: the buyer's cart or chosen tickets priced by the server as
// placing prices them (goods.ts, tickets.ts), with the voucher off. Nothing is claimed: placing does.
import { priceCart } from '@/lib/pricing/pricing';
import type { VoucherPreviewInput } from '@/lib/vouchers/voucher-schemas';
import type { Store } from '../../../db/store';
import { getCart, type CartOwner } from '../../cart/cart';
import { ticketTypeOf } from '../../tickets/booking-rules';
import { previewVoucher, type VoucherPreview } from '../../vouchers/vouchers';

export async function previewVoucherFor(
  store: Store,
  catalogs: { goods: Catalog; tickets: TicketCatalog },
  input: VoucherPreviewInput,
  buyer: { userId: string | null },
): Promise<VoucherPreview> {
  if (input.kind === 'goods') {
    const owner: CartOwner = buyer.userId
      ? { kind: 'user', userId: buyer.userId }
      : { kind: 'guest', cartId: input.cartId };
    const cart = await getCart(store, catalogs.goods, owner);
    return previewVoucher(store, {
      code: input.code,
      kind: 'goods',
      contact: input.email,
      totals: cart,
    });
  }
  const perType = new Map<string, number>();
  for (const line of input.lines) {
    perType.set(line.ticketType, (perType.get(line.ticketType) ?? 0) + line.quantity);
  }
  const { totals } = priceCart(
    [...perType].map(([ticketType, quantity]) => {
      const type = ticketTypeOf(catalogs.tickets, ticketType);
      return { unitPrice: type.unitPrice, quantity, tiers: type.tiers, ships: false };
    }),
    { freeFromVnd: 0, flatFeeVnd: 0 },
  );
  return previewVoucher(store, {
    code: input.code,
    kind: 'tickets',
    contact: input.email,
    totals,
  });
}
