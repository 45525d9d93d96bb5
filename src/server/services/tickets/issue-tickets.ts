// Issuance (DESIGN.md §13, §20): when a ticket order is paid, inside markPaymentPaid's transaction,
// every admitted person gets a ticket of their own (code, access key; the signed token is derived
// from the row): a line of n adults is n tickets, a bundle is one ticket for its party or one per
// person (content's `admitsOn`). The e-ticket mail (one QR each) is queued in the order's language.
// A unique index on (line, unit, person) makes a second call (20 webhook deliveries) issue nothing;
// a cancelled order gets none.
import type { TicketCatalog, TicketTypeInfo } from '@/content/projections';
import type { Kysely } from 'kysely';
import { env } from '@/env';
import { newId, nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { closedDayMail } from './closed-day-mail';
import { enqueueMail } from '../mail/outbox';
import { getTicketCatalog } from './ticket-catalog';
import { newAccessKey, newTicketCode } from '../../db/ticket-codes';
import { eTicketMail } from './ticket-mail';
import { loadTicket, ticketViewOf } from './ticket-view';

export async function issueTickets(
  trx: Kysely<Database>,
  orderId: string,
  catalog: TicketCatalog = getTicketCatalog(),
): Promise<number> {
  const order = await trx
    .selectFrom('orders')
    .select(['kind', 'status', 'locale', 'contact_email', 'order_code', 'total_amount'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.kind !== 'tickets' || order.status === 'cancelled') return 0;
  const lines = await trx
    .selectFrom('order_lines')
    .select(['id', 'sku', 'service_date', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const issued = await trx
    .selectFrom('tickets')
    .select('order_line_id')
    .where('order_id', '=', orderId)
    .execute();
  const done = new Set(issued.map((t) => t.order_line_id));
  const now = nowIso();
  const ids: string[] = [];
  for (const line of lines) {
    if (done.has(line.id) || !line.service_date) continue;
    const people = peopleOfUnit(catalog.find(line.sku));
    for (let unit = 0; unit < Number(line.quantity); unit += 1) {
      for (const [personNo, person] of people.entries()) {
        const id = newId();
        await trx
          .insertInto('tickets')
          .values({
            id,
            order_id: orderId,
            order_line_id: line.id,
            code: newTicketCode(),
            access_key: newAccessKey(),
            ticket_type: line.sku,
            visit_date: line.service_date,
            // The unit's seat of its type is held by its first row.
            quantity: personNo === 0 ? 1 : 0,
            unit_no: unit,
            person_no: personNo,
            person_type: person.personType,
            people: person.people,
            status: 'issued',
            issued_at: now,
            used_at: null,
            used_gate: null,
            exchanged_to: null,
            exchanged_from: null,
            revoked_at: null,
          })
          .execute();
        ids.push(id);
      }
    }
  }
  if (ids.length === 0) return 0;
  const locale = order.locale === 'en' ? 'en' : 'vi';
  const views = await mailTickets(
    trx,
    {
      orderId,
      orderCode: order.order_code,
      locale,
      email: order.contact_email,
      totalAmount: Number(order.total_amount),
    },
    ids,
    catalog,
  );
  // Paid after its day was closed (the booking was made before): the holder hears at once, with
  // the same choices as the holders mailed when the day closed (another date, or a refund).
  const dates = [...new Set(views.map((view) => view.visitDate))];
  const closed = await trx
    .selectFrom('closed_days')
    .select(['visit_date', 'reason', 'note'])
    .where('visit_date', 'in', dates)
    .execute();
  for (const day of closed) {
    await enqueueMail(
      trx,
      closedDayMail({
        orderId,
        orderCode: order.order_code,
        locale,
        email: order.contact_email,
        visitDate: day.visit_date,
        reason: day.reason,
        note: day.note,
        siteUrl: env.SITE_URL,
      }),
    );
  }
  return ids.length;
}

/**
 * The tickets one unit of a type is issued as: one admitting one person; a bundle on one QR, one
 * admitting its party; a bundle one each, a ticket per person with that person's own type.
 */
export function peopleOfUnit(
  type: TicketTypeInfo | undefined,
): { personType: string | null; people: number }[] {
  if (!type?.admits) return [{ personType: null, people: 1 }];
  const entries = Object.entries(type.admits);
  if (type.admitsOn === 'one') {
    return [{ personType: null, people: entries.reduce((sum, [, count]) => sum + count, 0) }];
  }
  return entries.flatMap(([personType, count]) =>
    Array.from({ length: count }, () => ({ personType, people: 1 })),
  );
}

/** Queues the e-ticket mail for these tickets of the order; returns their views. */
async function mailTickets(
  trx: Kysely<Database>,
  order: {
    orderId: string;
    orderCode: string;
    locale: 'vi' | 'en';
    email: string;
    totalAmount: number;
  },
  ids: readonly string[],
  catalog: TicketCatalog,
) {
  const views = [];
  for (const id of ids) {
    const ticket = await loadTicket(trx, { id });
    if (ticket) views.push(await ticketViewOf(ticket, catalog, order.locale));
  }
  await enqueueMail(
    trx,
    await eTicketMail({
      orderId: order.orderId,
      orderCode: order.orderCode,
      locale: order.locale,
      email: order.email,
      siteUrl: env.SITE_URL,
      totalAmount: order.totalAmount,
      catalog,
      tickets: views,
    }),
  );
  return views;
}

/**
 * "Gửi lại vé": the order's live (issued) tickets mailed again to the email given at checkout,
 * never to an address the caller names. Returns how many tickets were in the mail (0: none sent).
 */
export async function resendOrderTickets(
  trx: Kysely<Database>,
  orderId: string,
  catalog: TicketCatalog = getTicketCatalog(),
): Promise<number> {
  const order = await trx
    .selectFrom('orders')
    .select([
      'kind',
      'status',
      'payment_status',
      'locale',
      'contact_email',
      'order_code',
      'total_amount',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.kind !== 'tickets' || order.payment_status !== 'paid') return 0;
  if (order.status === 'cancelled') return 0;
  const live = await trx
    .selectFrom('tickets')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'issued')
    .orderBy('order_line_id')
    .orderBy('unit_no')
    .orderBy('person_no')
    .execute();
  if (live.length === 0) return 0;
  const locale = order.locale === 'en' ? 'en' : 'vi';
  await mailTickets(
    trx,
    {
      orderId,
      orderCode: order.order_code,
      locale,
      email: order.contact_email,
      totalAmount: Number(order.total_amount),
    },
    live.map((t) => t.id),
    catalog,
  );
  return live.length;
}
