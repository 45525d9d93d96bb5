// The live total of a ticket selection. The rules are the shop's own pure pricing module (no I/O,
// no server imports), so the figure shown is the one the server will charge.
import {
  lacksAdult,
  priceTicketLines,
  type PricedTicketType,
  type TicketCount,
} from '@/lib/pricing/best-price';
import { priceLine } from '@/lib/pricing/pricing';
import {
  buildPriceSummary,
  type DiscountSubject,
  type PriceSummary,
  type SummaryLineInput,
} from '@/lib/pricing/summary';
import type { TicketLine } from './ticket-schemas';

/**
 * Most tickets of one type per online order; larger groups ask for a quote. It reaches the largest
 * quantity tier in content (50 adult tickets), so every advertised group price can be booked,
 * daily capacity permitting (ticket-quote.test.ts holds the content to it).
 */
export const MAX_PER_TYPE = 50;

/** A ticket type as the booking leaves price it (from content, passed down by the page). */
export interface BookableType {
  id: string;
  name: string;
  audience?: string;
  price: number;
  tierDiscounts: [number, number][];
  /** A bundle's people by ticket id (content's `admits`, the family ticket). */
  admits?: Record<string, number> | null;
  /** Content's `requiresAdult`: holders come only with an adult. */
  requiresAdult?: boolean;
}

/** The booking page's types as the pricing module takes them. */
export function pricedTypes(types: readonly BookableType[]): PricedTicketType[] {
  return types.map((type) => ({
    id: type.id,
    unitPrice: type.price,
    tiers: type.tierDiscounts,
    admits: type.admits ?? null,
    requiresAdult: type.requiresAdult ?? false,
  }));
}

/** A summary line of a ticket selection: which type, at what price (summary.ts's shape). */
export interface TicketSummaryLine extends SummaryLineInput {
  ticketType: string;
}

/**
 * A selection as every summary shows it (DESIGN.md §20): lines at full price (a bundle at its
 * people's single prices), then the bundle's saving, each tier and the voucher, then the total.
 */
export function summarizeTickets(
  types: readonly PricedTicketType[],
  names: (ticketType: string) => string,
  lines: readonly TicketCount[],
  options: {
    voucher?: { code: string; amount: number } | null;
    label: (discount: DiscountSubject) => string;
  },
): PriceSummary<TicketSummaryLine> {
  const priced = priceTicketLines(types, lines);
  return buildPriceSummary<TicketSummaryLine>({
    lines: priced.lines.map((line) => ({
      ticketType: line.ticketType,
      name: names(line.ticketType),
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      discount: line.discount,
      percent: line.percent,
      bundleSaving: line.bundleSaving,
    })),
    voucher: options.voucher ?? null,
    shippingFee: 0,
    label: options.label,
  });
}

/** Children chosen with no adult, by the content's `requiresAdult` rule. */
export function needsAdult(types: readonly BookableType[], lines: readonly TicketLine[]): boolean {
  return lacksAdult(pricedTypes(types), lines);
}

export interface QuotedLine {
  ticketType: string;
  quantity: number;
  unitPrice: number;
  subtotal: number;
  discount: number;
  total: number;
  percent: number;
}

export function quoteTickets(
  types: readonly BookableType[],
  lines: readonly TicketLine[],
): { lines: QuotedLine[]; subtotal: number; discount: number; total: number; count: number } {
  const quoted: QuotedLine[] = [];
  for (const line of lines) {
    const type = types.find((t) => t.id === line.ticketType);
    if (!type || line.quantity <= 0) continue;
    const amounts = priceLine({
      unitPrice: type.price,
      quantity: line.quantity,
      tiers: type.tierDiscounts,
    });
    quoted.push({
      ticketType: type.id,
      quantity: line.quantity,
      unitPrice: type.price,
      ...amounts,
    });
  }
  return {
    lines: quoted,
    subtotal: quoted.reduce((sum, l) => sum + l.subtotal, 0),
    discount: quoted.reduce((sum, l) => sum + l.discount, 0),
    total: quoted.reduce((sum, l) => sum + l.total, 0),
    count: quoted.reduce((sum, l) => sum + l.quantity, 0),
  };
}

/** A quantity typed or stepped by the visitor, kept within 0…MAX_PER_TYPE. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(MAX_PER_TYPE, Math.max(0, Math.trunc(value)));
}
