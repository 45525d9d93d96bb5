// An e-ticket as every client sees it (the `ticket.get` contract): facts, the signed token and
// its QR as inline SVG, the e-ticket page and calendar file URLs. Tokens are not stored: Ed25519
// signatures are deterministic, so signing the row again gives the same token.
import type { TicketCatalog } from '@/content/projections';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database, TicketStatus } from '../../db/schema';
import { signTicketToken } from './ticket-token';
import { type TicketSigningKey } from '../signing/signing-key';

export const TICKET_COLUMNS = [
  'tickets.id',
  'tickets.order_id',
  'tickets.order_line_id',
  'tickets.code',
  'tickets.access_key',
  'tickets.ticket_type',
  'tickets.visit_date',
  'tickets.quantity',
  'tickets.unit_no',
  'tickets.person_no',
  'tickets.person_type',
  'tickets.people',
  'tickets.status',
  'tickets.exchanged_from',
  'tickets.exchanged_to',
] as const;

export interface TicketRow {
  id: string;
  order_id: string;
  order_line_id: string;
  code: string;
  access_key: string;
  ticket_type: string;
  visit_date: string;
  quantity: number;
  unit_no: number;
  person_no: number;
  person_type: string | null;
  people: number | null;
  status: TicketStatus;
  exchanged_from: string | null;
  exchanged_to: string | null;
}

/** One e-ticket as `ticket.get` answers (the browser infers it from the router). */
export interface ETicketView {
  code: string;
  /** The e-ticket page's key (`/{locale}/e-ticket/{accessKey}`). */
  accessKey: string;
  ticketType: string;
  name: string;
  visitDate: string;
  /** How many people this ticket admits: 1, or a bundle's party on one QR. */
  quantity: number;
  /** A bundle sold one each: this person's own type and its name; else null. */
  personType: string | null;
  personName: string | null;
  /** The ticket's unit in its order line: a bundle's people share one and go back together. */
  unit: string;
  /** Its type is a bundle (the family ticket): counted in bundles, not people. */
  bundle: boolean;
  status: TicketStatus;
  /** "Only on {date}" in the ticket's language. */
  validity: string;
  buyerName: string;
  orderCode: string;
  /** The signed QR token (compact JWS). */
  token: string;
  qrSvg: string;
  icsUrl: string;
  /** The e-ticket page (site-relative), in the locale asked for. */
  url: string;
}

/** A ticket's title: its type, and for a bundle's person, who ("Vé gia đình · Trẻ em"). */
export function ticketTitle(ticket: Pick<ETicketView, 'name' | 'personName'>): string {
  return ticket.personName ? `${ticket.name} · ${ticket.personName}` : ticket.name;
}

/** `/vi/ve-dien-tu/{key}` or `/en/e-ticket/{key}` (the routing table's alias for vi). */
export function eTicketPath(locale: 'vi' | 'en', accessKey: string): string {
  return locale === 'vi' ? `/vi/ve-dien-tu/${accessKey}` : `/en/e-ticket/${accessKey}`;
}

export function icsPath(accessKey: string): string {
  return `/api/tickets/${accessKey}/ics`;
}

/** "Only on {date}" in the ticket's language. */
export function validityText(locale: 'vi' | 'en', visitDate: string): string {
  const [y, m, d] = visitDate.split('-');
  return locale === 'vi'
    ? `Chỉ có giá trị trong ngày ${d}/${m}/${y}`
    : `Valid only on ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${visitDate}T00:00:00Z`))}`;
}

export function qrSvgOf(token: string): Promise<string> {
  return QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * How many people a ticket admits: written at issuance; rows from before one ticket per person
 * (people null) admit one, or a bundle's party.
 */
export function peopleOf(
  row: Pick<TicketRow, 'people' | 'person_type' | 'ticket_type'>,
  catalog: TicketCatalog,
): number {
  if (row.people !== null) return Number(row.people);
  if (row.person_type !== null) return 1;
  const admits = catalog.find(row.ticket_type)?.admits;
  return admits ? Object.values(admits).reduce((sum, count) => sum + count, 0) : 1;
}

/** The unit a ticket belongs to: a bundle's people share it (refunds and exchanges take it whole). */
export function unitOf(row: Pick<TicketRow, 'order_line_id' | 'unit_no'>): string {
  return `${row.order_line_id}:${row.unit_no}`;
}

/** The signed token: `u` (the unit) marks one ticket per person; older tokens have none. */
export function tokenOf(
  row: TicketRow,
  catalog: TicketCatalog,
  key?: TicketSigningKey,
): Promise<string> {
  return signTicketToken(
    {
      tid: row.id,
      code: row.code,
      typ: row.ticket_type,
      d: row.visit_date,
      q: peopleOf(row, catalog),
      u: Number(row.unit_no),
    },
    key,
  );
}

function buyerNameOf(shippingJson: string): string {
  try {
    return String((JSON.parse(shippingJson) as { fullName?: unknown }).fullName ?? '');
  } catch (error) {
    console.error('[tickets] unreadable buyer snapshot', error);
    return '';
  }
}

function ticketsWithOrder(db: Kysely<Database>) {
  return db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .select([
      ...TICKET_COLUMNS,
      'orders.order_code',
      'orders.shipping_json',
      'orders.contact_email',
      'orders.contact_phone',
      'orders.user_id',
      'orders.locale',
    ]);
}

/** A ticket with its order's code, buyer and contact, by access key or code; null when absent. */
export async function loadTicket(
  db: Kysely<Database>,
  where: { accessKey: string } | { code: string } | { id: string },
) {
  const row = await ticketsWithOrder(db)
    .$call((q) =>
      'accessKey' in where
        ? q.where('tickets.access_key', '=', where.accessKey)
        : 'code' in where
          ? q.where('tickets.code', '=', where.code)
          : q.where('tickets.id', '=', where.id),
    )
    .executeTakeFirst();
  return row ?? null;
}

/** Every ticket of an order (exchanged ones too), in the order they were issued. */
export async function loadOrderTickets(db: Kysely<Database>, orderId: string) {
  return ticketsWithOrder(db)
    .where('tickets.order_id', '=', orderId)
    .orderBy('tickets.issued_at')
    .orderBy('tickets.order_line_id')
    .orderBy('tickets.unit_no')
    .orderBy('tickets.person_no')
    .orderBy('tickets.id')
    .execute();
}

export type LoadedTicket = NonNullable<Awaited<ReturnType<typeof loadTicket>>>;

export async function ticketViewOf(
  ticket: LoadedTicket,
  catalog: TicketCatalog,
  locale: 'vi' | 'en',
): Promise<ETicketView> {
  const token = await tokenOf(ticket, catalog);
  const type = catalog.find(ticket.ticket_type);
  const person = ticket.person_type ? catalog.find(ticket.person_type) : undefined;
  return {
    code: ticket.code,
    accessKey: ticket.access_key,
    ticketType: ticket.ticket_type,
    name: type?.name[locale] ?? ticket.ticket_type,
    visitDate: ticket.visit_date,
    quantity: peopleOf(ticket, catalog),
    personType: ticket.person_type,
    personName: ticket.person_type ? (person?.name[locale] ?? ticket.person_type) : null,
    unit: unitOf(ticket),
    bundle: Boolean(type?.admits),
    status: ticket.status,
    validity: validityText(locale, ticket.visit_date),
    buyerName: buyerNameOf(ticket.shipping_json),
    orderCode: ticket.order_code,
    token,
    qrSvg: await qrSvgOf(token),
    icsUrl: icsPath(ticket.access_key),
    url: eTicketPath(locale, ticket.access_key),
  };
}
