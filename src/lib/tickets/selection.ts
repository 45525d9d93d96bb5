// The booking the visitor chose on /dat-ve, handed to /checkout/ticket in this tab's
// sessionStorage (nothing personal: a day and quantities).
import { isDay } from '@/lib/calendar';
import { MAX_PER_TYPE } from './ticket-quote';
import type { TicketLine } from './ticket-schemas';

/** Also read before the first paint by the ticket checkout (ClientArea's reserveIf). */
export const SELECTION_KEY = 'ticket_selection';

export interface TicketSelection {
  visitDate: string;
  lines: TicketLine[];
  /** The waiting list's offer token when the booking takes seats held for it. */
  waitlistOffer?: string;
}

export function parseSelection(raw: string | null): TicketSelection | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    console.warn('[tickets] stored selection is not JSON; ignored', error);
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { visitDate, lines, waitlistOffer } = value as {
    visitDate?: unknown;
    lines?: unknown;
    waitlistOffer?: unknown;
  };
  if (typeof visitDate !== 'string' || !isDay(visitDate) || !Array.isArray(lines)) return null;
  const clean = lines.filter(
    (line): line is TicketLine =>
      typeof line === 'object' &&
      line !== null &&
      typeof (line as TicketLine).ticketType === 'string' &&
      Number.isInteger((line as TicketLine).quantity) &&
      (line as TicketLine).quantity > 0 &&
      (line as TicketLine).quantity <= MAX_PER_TYPE,
  );
  if (!clean.length) return null;
  return {
    visitDate,
    lines: clean.map((l) => ({ ticketType: l.ticketType, quantity: l.quantity })),
    ...(typeof waitlistOffer === 'string' && /^[A-Za-z0-9_-]{43}$/.test(waitlistOffer)
      ? { waitlistOffer }
      : {}),
  };
}

export function saveSelection(selection: TicketSelection): void {
  sessionStorage.setItem(SELECTION_KEY, JSON.stringify(selection));
}

export function loadSelection(): TicketSelection | null {
  return parseSelection(sessionStorage.getItem(SELECTION_KEY));
}

export function clearSelection(): void {
  sessionStorage.removeItem(SELECTION_KEY);
}
