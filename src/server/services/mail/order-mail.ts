// The order messages (DESIGN.md §12), in the order's language. Each says only what is true when it
// leaves: an online order placed but not paid is "received, awaiting payment" (with the payment
// link and its deadline), the confirmation leaves when the money is in (or at once for cash on
// delivery, saying the payment is on delivery), then payment received, cancellation, refund due.
// Every one shows the order's price summary (full-price lines, each discount, shipping, total;
// src/lib/pricing/summary.ts) and links the order page. Plain text plus a small HTML part; every
// value is escaped.
import type { MailMessage } from './outbox';
import { escapeHtml, mailDateTime, mailMoney } from './mail-text';

export interface OrderMailLine {
  name: string;
  optionsLabel: string;
  quantity: number;
  /** unitPrice × quantity: discounts are rows of their own below the lines. */
  undiscountedTotal: number;
}

export interface OrderMailFacts {
  orderId: string;
  orderCode: string;
  locale: 'vi' | 'en';
  email: string;
  fullName: string;
  /** Tickets never ship: their mails have no shipping line. */
  kind: 'goods' | 'tickets';
  /** The payment method's id (`payos`, `vnpay`…); the mail prints its label. */
  paymentMethod: string;
  /** The order's status and payment status when the mail is written. */
  paid: boolean;
  lines: OrderMailLine[];
  /** Each discount (tier, bundle, voucher) with its label in the order's language. */
  discounts: { label: string; amount: number }[];
  shippingFee: number;
  totalAmount: number;
  /** The VAT in the total per rate (order.get's taxBreakdown). */
  taxBreakdown: readonly { rate: number; net: number; vat: number }[];
  /** The order page: the lookup opened on this order (a guest then gives the phone or email). */
  orderUrl: string;
  /** The e-invoice's PDF once the order is paid (issued within minutes); null before. */
  invoiceUrl?: string | null;
  /** The open attempt of an unpaid online order: where to pay and until when; else null. */
  payment: { checkoutUrl: string | null; expiresAt: string | null } | null;
}

const METHODS = {
  vi: {
    cod: 'Thanh toán khi nhận hàng (COD)',
    payos: 'Thanh toán trực tuyến qua PayOS',
    vnpay: 'VNPay',
    momo: 'Ví MoMo',
    vietqr: 'Chuyển khoản ngân hàng (VietQR)',
  },
  en: {
    cod: 'Cash on delivery',
    payos: 'Online payment with PayOS',
    vnpay: 'VNPay',
    momo: 'MoMo wallet',
    vietqr: 'Bank transfer (VietQR)',
  },
} as const;

const TEXTS = {
  vi: {
    received: (code: string) => `Đã nhận đơn ${code} — chờ thanh toán`,
    confirmation: (code: string) => `Xác nhận đơn hàng ${code}`,
    paid: (code: string) => `Đã nhận thanh toán cho đơn hàng ${code}`,
    cancelled: (code: string) => `Đơn hàng ${code} đã bị hủy`,
    refundDue: (code: string) => `Hoàn tiền cho đơn hàng ${code}`,
    hello: (name: string) => `Xin chào ${name},`,
    receivedLead:
      'Chúng tôi đã nhận đơn của bạn, nhưng chưa nhận được thanh toán. Đơn hàng chỉ được xác nhận khi thanh toán hoàn tất.',
    payAt: 'Thanh toán tại',
    payNow: 'Thanh toán ngay',
    payBy: (deadline: string) =>
      `Vui lòng thanh toán trước ${deadline}; sau thời hạn này đơn hàng sẽ tự động bị hủy.`,
    confirmedPaidLead:
      'Chúng tôi đã nhận được thanh toán của bạn. Đơn hàng đã được xác nhận. Cảm ơn bạn đã đặt hàng tại Cáp Treo Núi Mây.',
    confirmedCodLead:
      'Cảm ơn bạn đã đặt hàng tại Cáp Treo Núi Mây. Đơn hàng đã được xác nhận; bạn thanh toán tiền mặt khi nhận hàng.',
    paidLead: 'Chúng tôi đã nhận được thanh toán của bạn.',
    cancelledLead:
      'Đơn hàng của bạn đã được hủy. Nếu bạn đã thanh toán, chúng tôi sẽ liên hệ để hoàn tiền.',
    lapsedLead:
      'Đơn hàng của bạn đã được hủy. Đơn hàng chưa được thanh toán nên bạn không bị trừ tiền; nếu vẫn muốn mua, vui lòng đặt lại.',
    refundDueLead:
      'Chúng tôi đã nhận được thanh toán của bạn sau khi đơn hàng đã hủy. Khoản tiền đang được hoàn lại cho bạn.',
    shipping: 'Phí vận chuyển',
    total: 'Tổng cộng',
    vatOf: (rate: number) => `Trong đó thuế GTGT ${rate}%`,
    method: 'Phương thức thanh toán',
    order: 'Xem đơn hàng',
    invoice: 'Hóa đơn điện tử (sẵn sàng sau ít phút)',
  },
  en: {
    received: (code: string) => `Order ${code} received — awaiting payment`,
    confirmation: (code: string) => `Order ${code} confirmation`,
    paid: (code: string) => `Payment received for order ${code}`,
    cancelled: (code: string) => `Order ${code} has been cancelled`,
    refundDue: (code: string) => `Refund for order ${code}`,
    hello: (name: string) => `Hello ${name},`,
    receivedLead:
      'We have received your order but not its payment yet. The order is confirmed only once the payment is complete.',
    payAt: 'Pay at',
    payNow: 'Pay now',
    payBy: (deadline: string) =>
      `Please pay before ${deadline}; after that the order is cancelled automatically.`,
    confirmedPaidLead:
      'We have received your payment and your order is confirmed. Thank you for your order at Nui May Cable Car.',
    confirmedCodLead:
      'Thank you for your order at Nui May Cable Car. Your order is confirmed; you pay in cash on delivery.',
    paidLead: 'We have received your payment.',
    cancelledLead:
      'Your order has been cancelled. If you paid for it, we will contact you about a refund.',
    lapsedLead:
      'Your order has been cancelled. It was not paid, so nothing was charged; if you still want it, please order again.',
    refundDueLead:
      'We received your payment after the order had been cancelled. A refund is on its way to you.',
    shipping: 'Shipping',
    total: 'Total',
    vatOf: (rate: number) => `Of which VAT ${rate}%`,
    method: 'Payment method',
    order: 'View the order',
    invoice: 'E-invoice (ready within minutes)',
  },
} as const;

export type OrderMailKind =
  'order-received' | 'order-confirmation' | 'payment-received' | 'order-cancelled' | 'refund-due';

/** The payment method as the mail's language names it, never its id. */
export function methodLabel(locale: 'vi' | 'en', method: string): string {
  const labels: Record<string, string> = METHODS[locale];
  return labels[method] ?? method;
}

function subjectOf(kind: OrderMailKind, facts: OrderMailFacts): string {
  const t = TEXTS[facts.locale];
  switch (kind) {
    case 'order-received':
      return t.received(facts.orderCode);
    case 'order-confirmation':
      return t.confirmation(facts.orderCode);
    case 'payment-received':
      return t.paid(facts.orderCode);
    case 'order-cancelled':
      return t.cancelled(facts.orderCode);
    case 'refund-due':
      return t.refundDue(facts.orderCode);
  }
}

function leadOf(kind: OrderMailKind, facts: OrderMailFacts): string {
  const t = TEXTS[facts.locale];
  switch (kind) {
    case 'order-received':
      return t.receivedLead;
    case 'order-confirmation':
      return facts.paid ? t.confirmedPaidLead : t.confirmedCodLead;
    case 'payment-received':
      return t.paidLead;
    case 'order-cancelled':
      return facts.paid ? t.cancelledLead : t.lapsedLead;
    case 'refund-due':
      return t.refundDueLead;
  }
}

export function orderMail(kind: OrderMailKind, facts: OrderMailFacts): MailMessage {
  const t = TEXTS[facts.locale];
  const money = (amount: number) => mailMoney(amount, facts.locale);
  const subject = subjectOf(kind, facts);
  const lead = leadOf(kind, facts);
  // How to pay, only in the mail that asks for it: the provider's page, else the order page
  // (a transfer's QR and account are shown there), and the deadline.
  const payLink = kind === 'order-received' ? (facts.payment?.checkoutUrl ?? facts.orderUrl) : null;
  const deadline =
    kind === 'order-received' && facts.payment?.expiresAt
      ? t.payBy(mailDateTime(facts.payment.expiresAt, facts.locale))
      : null;
  // The paid mails link the invoice the payment enqueued; the order-received mail has none yet.
  const invoiceUrl =
    facts.paid && (kind === 'order-confirmation' || kind === 'payment-received')
      ? (facts.invoiceUrl ?? null)
      : null;
  const lineTexts = facts.lines.map(
    (l) =>
      `${l.quantity} × ${l.name}${l.optionsLabel ? ` (${l.optionsLabel})` : ''}: ${money(l.undiscountedTotal)}`,
  );
  const sums: [string, string][] = [
    ...facts.discounts.map((d): [string, string] => [d.label, `−${money(d.amount)}`]),
    ...(facts.kind === 'tickets'
      ? []
      : [[t.shipping, money(facts.shippingFee)] as [string, string]]),
    [t.total, money(facts.totalAmount)],
    ...facts.taxBreakdown.map((row): [string, string] => [t.vatOf(row.rate), money(row.vat)]),
    [t.method, methodLabel(facts.locale, facts.paymentMethod)],
  ];
  const text = [
    t.hello(facts.fullName),
    '',
    lead,
    ...(payLink ? ['', `${t.payAt}: ${payLink}`] : []),
    ...(deadline ? [deadline] : []),
    '',
    subject,
    ...lineTexts,
    '',
    ...sums.map(([k, v]) => `${k}: ${v}`),
    '',
    `${t.order}: ${facts.orderUrl}`,
    ...(invoiceUrl ? [`${t.invoice}: ${invoiceUrl}`] : []),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t.hello(facts.fullName))}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    ...(payLink
      ? [
          `<p><a href="${escapeHtml(payLink)}"><strong>${escapeHtml(t.payNow)}</strong></a>${deadline ? `<br>${escapeHtml(deadline)}` : ''}</p>`,
        ]
      : []),
    `<h1>${escapeHtml(subject)}</h1>`,
    `<ul>${lineTexts.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    `<table>${sums.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`,
    `<p><a href="${escapeHtml(facts.orderUrl)}">${escapeHtml(t.order)} ${escapeHtml(facts.orderCode)}</a></p>`,
    ...(invoiceUrl
      ? [`<p><a href="${escapeHtml(invoiceUrl)}">${escapeHtml(t.invoice)}</a></p>`]
      : []),
  ].join('\n');
  return {
    to: facts.email,
    subject,
    kind,
    locale: facts.locale,
    text,
    html,
    relatedOrderId: facts.orderId,
  };
}
