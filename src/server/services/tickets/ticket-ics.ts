// The visit day as a calendar file (`/api/tickets/{accessKey}/ics`): one all-day event on the
// visit date (a date, not a time, so no calendar shifts it to another day in another zone), at
// the station's address from content/site.yaml.
import type { TicketCatalog } from '@/content/projections';
import { addDays } from '@/lib/calendar';
import { createEvent, createEvents } from 'ics';
import type { ETicketView } from './ticket-view';

/** RFC 5545 §3.1: a content line is at most 75 octets before its line break. */
const LINE_OCTETS = 75;

/**
 * Folds every content line at 75 octets, never inside a character. The ics package folds at 75
 * characters, so a Vietnamese line (2–3 bytes for most letters with marks) came out at up to
 * 200 octets, which strict readers cut mid-character. Its folds are undone first.
 */
export function foldIcs(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines.map(foldLine).join('\r\n');
}

function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // A continuation line begins with one space, which counts toward its 75.
  let room = LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
      room = LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function dateArray(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
}

export function ticketIcs(
  ticket: ETicketView,
  catalog: TicketCatalog,
  options: { locale: 'vi' | 'en'; siteUrl: string },
): string {
  const page = new URL(ticket.url, options.siteUrl).href;
  const { error, value } = createEvent({
    uid: `${ticket.code}@${new URL(options.siteUrl).host}`,
    productId: 'nui-may/tickets',
    title: `${catalog.siteName[options.locale]}: ${ticket.name} × ${ticket.quantity}`,
    start: dateArray(ticket.visitDate),
    end: dateArray(addDays(ticket.visitDate, 1)),
    location: catalog.location[options.locale],
    description:
      options.locale === 'vi'
        ? `Mã vé ${ticket.code}. ${ticket.validity}. Mang theo giấy tờ tùy thân. Vé điện tử: ${page}`
        : `Ticket ${ticket.code}. ${ticket.validity}. Bring an ID. E-ticket: ${page}`,
    url: page,
    status: 'CONFIRMED',
    busyStatus: 'FREE',
  });
  if (error || !value) throw new Error(`calendar file for ${ticket.code} failed: ${String(error)}`);
  return foldIcs(value);
}

/**
 * The whole booking as one calendar file (the e-ticket mail's attachment): one all-day event per
 * visit day, naming every ticket of that day, linking the booking's e-ticket page.
 */
export function bookingIcs(
  tickets: readonly ETicketView[],
  catalog: TicketCatalog,
  options: { locale: 'vi' | 'en'; siteUrl: string; orderCode: string },
): string {
  const days = [...new Set(tickets.map((ticket) => ticket.visitDate))].sort();
  const host = new URL(options.siteUrl).host;
  const { error, value } = createEvents(
    days.map((day) => {
      const ofDay = tickets.filter((ticket) => ticket.visitDate === day);
      const page = new URL(ofDay[0]?.url ?? '/', options.siteUrl).href;
      // One ticket per person: "Vé người lớn × 2, Vé trẻ em × 2", summed by type.
      const people = new Map<string, number>();
      for (const ticket of ofDay) {
        people.set(ticket.name, (people.get(ticket.name) ?? 0) + ticket.quantity);
      }
      const list = [...people].map(([name, count]) => `${name} × ${count}`).join(', ');
      const codes = ofDay.map((ticket) => ticket.code).join(', ');
      return {
        uid: `${options.orderCode}-${day}@${host}`,
        productId: 'nui-may/tickets',
        title: `${catalog.siteName[options.locale]}: ${list}`,
        start: dateArray(day),
        end: dateArray(addDays(day, 1)),
        location: catalog.location[options.locale],
        description:
          options.locale === 'vi'
            ? `Đơn ${options.orderCode}. Mã vé ${codes}. Mang theo giấy tờ tùy thân. Vé điện tử: ${page}`
            : `Order ${options.orderCode}. Tickets ${codes}. Bring an ID. E-tickets: ${page}`,
        url: page,
        status: 'CONFIRMED' as const,
        busyStatus: 'FREE' as const,
      };
    }),
  );
  if (error || !value) {
    throw new Error(`calendar file for ${options.orderCode} failed: ${String(error)}`);
  }
  return foldIcs(value);
}
