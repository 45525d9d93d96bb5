// `ticket.quote` (DESIGN.md §20): a selection priced as placing would price it (lines at full
// price, the bundle's saving, tiers, the voucher, the total) and, when the same people can be
// admitted for less on that day (the content's bundles, tiers, the seats left), that cheaper
// selection priced the same way. Read only: nothing is claimed, no voucher is used.
import type { TicketCatalog } from '@/content/projections';
import {
  cheapestCombination,
  mergeLines,
  priceTicketLines,
  type TicketCount,
} from '@/lib/pricing/best-price';
import { applyVoucher, type VoucherTerms } from '@/lib/pricing/pricing';
import { discountLabel } from '@/lib/pricing/summary';
import { MAX_TICKETS_PER_TYPE, type TicketQuoteInput } from '@/lib/tickets/ticket-schemas';
import { summarizeTickets } from '@/lib/tickets/ticket-quote';
import type { Store } from '../../db/store';
import { DomainError } from '../errors';
import { usableVoucherTerms } from '../vouchers/vouchers';
import { getAvailability } from './availability';
import { assertBookable, pricedTypesOf, ticketTypeOf } from './booking-rules';

export async function quoteTicketSelection(
  store: Store,
  catalog: TicketCatalog,
  input: TicketQuoteInput,
  now: Date = new Date(),
) {
  assertBookable(catalog, input.visitDate, now);
  for (const line of input.lines) ticketTypeOf(catalog, line.ticketType);
  const types = pricedTypesOf(catalog);
  const lines = mergeLines(types, input.lines);
  if (lines.some((line) => line.quantity > MAX_TICKETS_PER_TYPE)) {
    throw new DomainError('group-quote', { max: MAX_TICKETS_PER_TYPE });
  }
  const [day] = await getAvailability(
    store,
    catalog,
    { from: input.visitDate, to: input.visitDate },
    now,
  );
  const left = Object.fromEntries(
    (day?.types ?? []).map((type) => [type.ticketType, day?.closed ? 0 : type.left]),
  );
  const own = priceTicketLines(types, lines);
  const voucher = input.voucherCode
    ? await usableVoucherTerms(store, {
        code: input.voucherCode,
        kind: 'tickets',
        totals: { ...own, shippingFee: 0 },
        now,
      })
    : null;

  const name = (id: string) => catalog.find(id)?.name[input.locale] ?? id;
  const summary = (chosen: readonly TicketCount[]) => {
    const priced = priceTicketLines(types, chosen);
    const off = voucher ? voucherAmount(priced, voucher.terms) : 0;
    const {
      lines: summaryLines,
      discounts,
      totalAmount,
    } = summarizeTickets(types, name, chosen, {
      voucher: voucher && off > 0 ? { code: voucher.code, amount: off } : null,
      label: (subject) => discountLabel(input.locale, subject),
    });
    return { lines: summaryLines, discounts, totalAmount };
  };

  const quoted = summary(lines);
  const cheaper = cheapestCombination(types, lines, {
    maxPerType: MAX_TICKETS_PER_TYPE,
    left,
    voucher: voucher?.terms ?? null,
  });
  const best = cheaper ? summary(cheaper) : null;
  return {
    ...quoted,
    // The search compares what would be charged; the check keeps the promise exact.
    ...(best && best.totalAmount < quoted.totalAmount ? { best } : {}),
  };
}

function voucherAmount(
  totals: { subtotal: number; discount: number; total: number },
  terms: VoucherTerms,
) {
  const applied = applyVoucher({ ...totals, shippingFee: 0 }, terms);
  return applied ? applied.voucherDiscount : 0;
}
