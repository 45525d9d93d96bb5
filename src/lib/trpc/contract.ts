// The API's contract as the browser sees it, inferred from the router (create-t3-app's
// RouterInputs / RouterOutputs): when a procedure's answer changes, every client type follows and
// the type check names each place that reads it. Nothing here is written by hand. Only the
// router's TYPE comes from the server.
import type { inferRouterError, inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/root';

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** What the server attaches to a refusal (`error.data.details`), e.g. the lines stock cannot cover. */
export type RefusalDetails = NonNullable<inferRouterError<AppRouter>['data']['details']>;

// The shop (DESIGN.md §17).
export type Cart = RouterOutputs['cart']['get'];
export type CartLine = Cart['lines'][number];
export type PaymentMethodInfo = RouterOutputs['checkout']['getPaymentMethods'][number];
/** A line a stock CONFLICT names. */
export type ShortLine = NonNullable<RefusalDetails['lines']>[number];

// Orders, as placeOrder, order.get and payment.getStatus answer (DESIGN.md §17).
export type OrderView = RouterOutputs['order']['get'];
export type OrderLine = OrderView['lines'][number];
export type OrderTicket = OrderView['tickets'][number];
/** `contact` wherever a guest opens an order: the phone or the email given at checkout. */
export type OrderContact = NonNullable<RouterInputs['order']['get']['contact']>;

// Tickets (DESIGN.md §17).
export type DayAvailability = RouterOutputs['ticket']['getAvailability'][number];
/** A ticket selection priced, with its cheapest form when cheaper (`ticket.quote`, §20). */
export type TicketQuote = RouterOutputs['ticket']['quote'];
/** One e-ticket, as `ticket.get` and `ticket.exchangeTickets` answer. */
export type ETicketView = RouterOutputs['ticket']['get'];
/** Every ticket of one order, grouped by type (`ticket.getBooking`). */
export type BookingView = RouterOutputs['ticket']['getBooking'];

// Community (DESIGN.md §17).
export type ReviewPageView = RouterOutputs['review']['list'];
export type ReviewView = ReviewPageView['reviews'][number];
export type CommentThreadView = RouterOutputs['comment']['list'][number];
export type CommentView = CommentThreadView['replies'][number];
