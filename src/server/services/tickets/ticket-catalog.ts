// What the ticket office sells, as the server prices it (DESIGN.md §13: a ticket type is content,
// capacity is state): the projection src/content/projections.ts builds from the validated
// collections.
import { ticketCatalog, type TicketCatalog } from '@/content/projections';

/** The ticket types compiled into this build. */
export function getTicketCatalog(): TicketCatalog {
  return ticketCatalog();
}
