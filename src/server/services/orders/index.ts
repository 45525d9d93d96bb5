// The order lifecycle's one public face (docs/architecture.md "The order lifecycle"). Everything
// outside services/orders enters here; the folders behind it are private (eslint's
// no-restricted-imports and src/architecture.test.ts hold the wall):
//   place/    a draft per kind (goods.ts, tickets.ts), written by one function (draft.ts)
//   pay/      a provider's notice applied, the one paid path, retries, the unpaid sweep
//   change/   cancel, exchange, close a day, the console's steps
//   refunds/  request, decision, due rule, views, quote and mail of a refund
//   views/    what buyers and operators read
// transitions.ts holds the one transition table every step goes through.

// Placing.
export { placeGoodsOrder, type PlacedOrder } from './place/goods';
export { placeTicketOrder, paymentDeadline } from './place/tickets';
export { previewVoucherFor } from './place/voucher-preview';

// Paying.
export { applyPaymentNotice, flagRefusedNotice, PAYMENT_FLAGGED } from './pay/apply-notice';
export { markPaymentPaid } from './pay/mark-paid';
export { getPaymentStatus, cancelPaymentAttempt } from './pay/payment-status';
export { retryPayment } from './pay/retry-payment';
export { expireUnpaid } from './pay/expire-unpaid';

// Changing.
export { cancelOrder } from './change/cancel-order';
export { exchangeTickets, exchangeRefusal } from './change/exchange-ticket';
export { closeDay } from './change/close-day';
export { applyOperatorStep, markCodPaid, markTransferReceived } from './change/operator-actions';

// Refunds.
export { requestRefund } from './refunds/request';
export { decideRefund, type RefundStep } from './refunds/decisions';
export { getRefundRequest, listRefundRequests, recentExchanges } from './refunds/views';

// Reading.
export {
  getOrderView,
  isCancellableByBuyer,
  loadOrderView,
  publicView,
  type OrderView,
} from './views/order-view';
export {
  cancelBuyerOrder,
  getBuyerOrder,
  listUserOrders,
  resendBuyerTickets,
} from './views/buyer-orders';
export { getOperatorOrder, listOperatorOrders } from './views/operator-orders';
