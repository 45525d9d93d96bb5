// The checkout's plain form for tickets (booking works without JavaScript). It answers
// like ticket.placeOrder because it is ticket.placeOrder: the same procedure, called in process
// with this request's address, so the same schema, service and rate limits apply. A placed order
// goes on to its payment page; a refusal goes back to the checkout, which shows it in the
// visitor's language.
import { TRPCError } from '@trpc/server';
import { listTickets } from '@/content/tickets';
import { hrefFor } from '@/i18n/routing';
import { validateFields } from '@/lib/tickets/buyer-form';
import { bookingFromQuery } from '@/lib/tickets/booking-query';
import { refusalFor, refusalQuery, type TicketOrderRefusal } from '@/lib/tickets/order-form';
import type { CheckoutErrors } from '@/lib/cart/checkout-form';
import { TICKET_ORDER_METHOD_IDS, ticketBuyerSchema } from '@/lib/tickets/ticket-schemas';
import { getStore } from '@/server/db';
import { readPostedForm, seeOther, sameSiteForm } from '@/server/http/form-post';
import {
  draftClearCookie,
  draftSetCookie,
  orderProofSetCookie,
} from '@/server/http/plain-form-state';
import { validateInvoice } from '@/lib/invoices/invoice-form';
import { optionalVoucherCodeSchema } from '@/lib/vouchers/voucher-code';
import { z } from 'zod';
import { createCaller } from '@/server/root';
import { DomainError } from '@/server/services/errors';
import { createContext } from '@/server/trpc';

export const runtime = 'nodejs';

type TicketPaymentMethod = (typeof TICKET_ORDER_METHOD_IDS)[number];
const isTicketPaymentMethod = (value: unknown): value is TicketPaymentMethod =>
  (TICKET_ORDER_METHOD_IDS as readonly unknown[]).includes(value);
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const refused = sameSiteForm(request);
  if (refused) return refused;
  const form = await readPostedForm(request);
  if (form instanceof Response) return form;

  const locale = form.get('locale') === 'en' ? 'en' : 'vi';
  const typeIds = listTickets(locale).map((ticket) => ticket.id);
  const checkout = hrefFor(locale, 'checkoutTicket');
  const choice = bookingFromQuery(form, typeIds);
  // The typed fields go back in a sealed cookie, never in the address.
  const back = (refusal: TicketOrderRefusal | null, errors?: CheckoutErrors) =>
    seeOther(
      `${checkout}?${refusalQuery(choice ?? { day: null, quantities: {} }, typeIds, refusal, errors).toString()}`,
      [draftSetCookie('tickets', form)],
    );
  if (!choice?.day || !Object.keys(choice.quantities).length) return back('noSelection');
  // "Áp dụng": back to the checkout, which prices the typed code (nothing is placed).
  if (form.get('step') === 'voucher') return back(null);

  const buyer = validateFields(ticketBuyerSchema, {
    fullName: form.get('fullName') ?? '',
    phone: form.get('phone') ?? '',
    email: form.get('email') ?? '',
  });
  const extras = validateFields(z.object({ voucherCode: optionalVoucherCodeSchema }), {
    voucherCode: form.get('voucherCode') ?? '',
  });
  const invoiceForm = new FormData();
  for (const [key, value] of form) invoiceForm.append(key, value);
  const invoice = validateInvoice(invoiceForm);
  if (!buyer.ok || !extras.ok || !invoice.ok) {
    return back('invalidForm', {
      ...(buyer.ok ? {} : buyer.errors),
      ...(extras.ok ? {} : extras.errors),
      ...(invoice.ok ? {} : invoice.errors),
    });
  }
  const paymentMethod = form.get('paymentMethod');
  if (!isTicketPaymentMethod(paymentMethod)) return back('noMethods');

  const caller = createCaller(
    await createContext({ store: await getStore(), headers: request.headers }),
  );
  try {
    const order = await caller.ticket.placeOrder({
      idempotencyKey: form.get('idempotencyKey') ?? '',
      visitDate: choice.day,
      lines: Object.entries(choice.quantities).map(([ticketType, quantity]) => ({
        ticketType,
        quantity,
      })),
      buyer: buyer.data,
      paymentMethod,
      locale,
      voucherCode: extras.data.voucherCode,
      ...(invoice.data ? { invoice: invoice.data } : {}),
    });
    return seeOther(
      order.payment?.checkoutUrl ??
        `${hrefFor(locale, 'checkoutSuccess')}?order=${encodeURIComponent(order.orderCode)}`,
      [orderProofSetCookie(order.orderCode, buyer.data.email), draftClearCookie('tickets')],
    );
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const reason = error.cause instanceof DomainError ? error.cause.reason : null;
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      console.error('[tickets] placing an order from the plain form failed', error);
    }
    return back(refusalFor(error.code, reason));
  }
}
