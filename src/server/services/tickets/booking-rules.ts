// The rules a ticket selection meets before anything is claimed or priced: a bookable day, known
// ticket types, and children with an adult (content's `requiresAdult`). Shared by booking, the
// date change and the quote.
import type { TicketCatalog, TicketTypeInfo } from '@/content/projections';
import { bookableRange } from '@/lib/tickets/bookable-range';
import { lacksAdult, type PricedTicketType, type TicketCount } from '@/lib/pricing/best-price';
import { DomainError } from '../errors';

/** The visit date is bookable at `now`, or BAD_REQUEST naming the rule. */
export function assertBookable(catalog: TicketCatalog, visitDate: string, now: Date): void {
  const { first, last } = bookableRange(now, catalog.closes);
  if (visitDate < first || visitDate > last) {
    throw new DomainError('date-out-of-range');
  }
}

/** A ticket type of the catalogue, or NOT_FOUND. */
export function ticketTypeOf(catalog: TicketCatalog, ticketType: string): TicketTypeInfo {
  const type = catalog.find(ticketType);
  if (!type) {
    throw new DomainError('type-not-found');
  }
  return type;
}

/** The catalogue as the pricing module takes it. */
export function pricedTypesOf(catalog: TicketCatalog): PricedTicketType[] {
  return catalog.types().map((type) => ({
    id: type.id,
    unitPrice: type.unitPrice,
    tiers: type.tiers,
    admits: type.admits,
    requiresAdult: type.requiresAdult,
  }));
}

/** BAD_REQUEST when children would come with no adult (content's `requiresAdult`). */
export function assertAdultPresent(catalog: TicketCatalog, lines: readonly TicketCount[]): void {
  if (lacksAdult(pricedTypesOf(catalog), lines)) {
    throw new DomainError('adult-required');
  }
}
