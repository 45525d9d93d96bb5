// The live total of a ticket selection. The rules are the shop's own pure pricing module (no I/O,
// no server imports), so the figure shown is the one the server will charge.
import { priceLine } from '@/lib/pricing/pricing';
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
