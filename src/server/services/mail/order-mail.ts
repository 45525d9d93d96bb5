// The order messages (DESIGN.md §12), in the order's language: confirmation, payment received,
// cancellation. Plain text plus a small HTML part; every value is escaped.
import type { MailMessage } from './outbox';
import { escapeHtml, mailMoney } from './mail-text';

export interface OrderMailFacts {
  orderId: string;
  orderCode: string;
  locale: 'vi' | 'en';
  email: string;
  fullName: string;
  totalAmount: number;
  subtotal: number;
  discount: number;
  shippingFee: number;
  /** Tickets never ship: their mails have no shipping line. */
  kind: 'goods' | 'tickets';
  paymentMethod: string;
  /** The voucher the buyer used and the đồng it took off; null without one. */
  voucher: { code: string; discount: number } | null;
  lines: { name: string; optionsLabel: string; quantity: number; total: number }[];
}

const TEXTS = {
  vi: {
    confirmation: (code: string) => `Xác nhận đơn hàng ${code}`,
    paid: (code: string) => `Đã nhận thanh toán cho đơn hàng ${code}`,
    cancelled: (code: string) => `Đơn hàng ${code} đã bị hủy`,
    refundDue: (code: string) => `Hoàn tiền cho đơn hàng ${code}`,
    hello: (name: string) => `Xin chào ${name},`,
    thanks: 'Cảm ơn bạn đã đặt hàng tại Cáp Treo Núi Mây.',
    paidLead: 'Chúng tôi đã nhận được thanh toán của bạn.',
    cancelledLead:
      'Đơn hàng của bạn đã được hủy. Nếu bạn đã thanh toán, chúng tôi sẽ liên hệ để hoàn tiền.',
    refundDueLead:
      'Chúng tôi đã nhận được thanh toán của bạn sau khi đơn hàng đã hủy. Khoản tiền đang được hoàn lại cho bạn.',
    subtotal: 'Tạm tính',
    discount: 'Giảm giá',
    voucher: (code: string) => `Mã giảm giá ${code}`,
    shipping: 'Phí vận chuyển',
    total: 'Tổng cộng',
    method: 'Phương thức thanh toán',
    methods: { cod: 'Thanh toán khi nhận hàng', payos: 'PayOS', vietqr: 'Chuyển khoản VietQR' },
  },
  en: {
    confirmation: (code: string) => `Order ${code} confirmation`,
    paid: (code: string) => `Payment received for order ${code}`,
    cancelled: (code: string) => `Order ${code} has been cancelled`,
    refundDue: (code: string) => `Refund for order ${code}`,
    hello: (name: string) => `Hello ${name},`,
    thanks: 'Thank you for your order at Nui May Cable Car.',
    paidLead: 'We have received your payment.',
    cancelledLead:
      'Your order has been cancelled. If you paid for it, we will contact you about a refund.',
    refundDueLead:
      'We received your payment after the order had been cancelled. A refund is on its way to you.',
    subtotal: 'Subtotal',
    discount: 'Discount',
    voucher: (code: string) => `Voucher ${code}`,
    shipping: 'Shipping',
    total: 'Total',
    method: 'Payment method',
    methods: { cod: 'Cash on delivery', payos: 'PayOS', vietqr: 'VietQR bank transfer' },
  },
} as const;

type Kind = 'order-confirmation' | 'payment-received' | 'order-cancelled' | 'refund-due';

const SUBJECT = {
  'order-confirmation': 'confirmation',
  'payment-received': 'paid',
  'order-cancelled': 'cancelled',
  'refund-due': 'refundDue',
} as const;
const LEAD = {
  'order-confirmation': 'thanks',
  'payment-received': 'paidLead',
  'order-cancelled': 'cancelledLead',
  'refund-due': 'refundDueLead',
} as const;

export function orderMail(kind: Kind, facts: OrderMailFacts): MailMessage {
  const t = TEXTS[facts.locale];
  const subject = t[SUBJECT[kind]](facts.orderCode);
  const lead = t[LEAD[kind]];
  const method = (t.methods as Record<string, string>)[facts.paymentMethod] ?? facts.paymentMethod;
  const lineTexts = facts.lines.map(
    (l) =>
      `${l.quantity} × ${l.name}${l.optionsLabel ? ` (${l.optionsLabel})` : ''}: ${mailMoney(l.total, facts.locale)}`,
  );
  const sums: [string, string][] = [
    [t.subtotal, mailMoney(facts.subtotal, facts.locale)],
    [t.discount, mailMoney(facts.discount, facts.locale)],
    ...(facts.voucher
      ? [
          [
            t.voucher(facts.voucher.code),
            `−${mailMoney(facts.voucher.discount, facts.locale)}`,
          ] as [string, string],
        ]
      : []),
    ...(facts.kind === 'tickets'
      ? []
      : [[t.shipping, mailMoney(facts.shippingFee, facts.locale)] as [string, string]]),
    [t.total, mailMoney(facts.totalAmount, facts.locale)],
    [t.method, method],
  ];
  const text = [
    t.hello(facts.fullName),
    '',
    lead,
    '',
    subject,
    ...lineTexts,
    '',
    ...sums.map(([k, v]) => `${k}: ${v}`),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t.hello(facts.fullName))}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<h1>${escapeHtml(subject)}</h1>`,
    `<ul>${lineTexts.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    `<table>${sums.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`,
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
