import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import {
  ADDRESS_REASONS,
  BUYER_CANCEL_REASONS,
  CAPACITY_REASONS,
  CONSOLE_ORDER_REASONS,
  REASON_KEYS,
  REASONS,
  reasonText,
  REFUND_DESK_REASONS,
  RETRY_PAYMENT_REASONS,
  SITE_CONSOLE_REASONS,
  SITE_FIELD_KEYS,
  TICKET_REASONS,
  VOUCHER_CONSOLE_REASONS,
  VOUCHER_REASONS,
  WAITLIST_REASONS,
} from './reasons';

const LOCALES = [
  ['vi', vi],
  ['en', en],
] as const;

/** The `{name}` placeholders of a text, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)(?:, number)?\}/g)].map((m) => m[1] ?? '').sort();
}

describe('the one table of refusals', () => {
  it.each(LOCALES)('has a %s text for every key (Refusals.<key>), and no other', (_, messages) => {
    const texts: Record<string, string> = messages.Refusals;
    expect(Object.keys(texts).sort()).toEqual([...REASON_KEYS].sort());
    for (const key of REASON_KEYS) expect(texts[key]?.trim()).toBeTruthy();
  });

  it("gives the browser the server's own Vietnamese sentence, placeholders and all", () => {
    const texts: Record<string, string> = vi.Refusals;
    expect(REASON_KEYS.filter((key) => texts[key] !== REASONS[key].vi)).toEqual([]);
  });

  it('says in English what the Vietnamese says with the same values', () => {
    const texts: Record<string, string> = en.Refusals;
    for (const key of REASON_KEYS) {
      const english = placeholders(texts[key] ?? '').filter((name) => !name.endsWith('Label'));
      const vietnamese = placeholders(REASONS[key].vi).filter((name) => !name.endsWith('Label'));
      expect([key, english]).toEqual([key, vietnamese]);
    }
  });

  it("fills a key's placeholders from its details, in the vi-VN number format", () => {
    expect(reasonText('amount-mismatch', { amount: 1500000, total: 1200000 })).toBe(
      'Số tiền nhận được (1.500.000đ) không khớp với tổng đơn hàng (1.200.000đ)',
    );
    expect(reasonText('refund-tickets-not-live', { codes: ['VE-1', 'VE-2'] })).toBe(
      'Vé VE-1, VE-2 đã được sử dụng hoặc không còn hiệu lực: không hoàn tiền cho vé này',
    );
    expect(reasonText('group-quote', { max: 50 })).toBe(
      'Mỗi đơn đặt tối đa 50 vé mỗi loại. Đoàn đông hơn, vui lòng gửi yêu cầu báo giá.',
    );
  });

  // Each page explains the keys it expects in its own namespace, in both locales.
  it.each(LOCALES)('has every page-explained key in its page namespace in %s', (_, m) => {
    const groups: [readonly string[], Record<string, string>][] = [
      [BUYER_CANCEL_REASONS, m.Orders.cancelErrors],
      [RETRY_PAYMENT_REASONS, m.Orders.retryPayment.errors],
      [ADDRESS_REASONS, m.Checkout.errors],
      [VOUCHER_REASONS, m.Vouchers.errors],
      [TICKET_REASONS, m.Tickets.refusals],
      [CONSOLE_ORDER_REASONS, m.AdminOrders.errors],
      [REFUND_DESK_REASONS, m.AdminRefunds.errors],
      [CAPACITY_REASONS, m.AdminCapacity.errors],
      [WAITLIST_REASONS, m.AdminWaitlist.errors],
      [[...SITE_CONSOLE_REASONS, ...SITE_FIELD_KEYS], m.AdminSite.refusals],
      [VOUCHER_CONSOLE_REASONS, m.AdminVouchers.refusals],
    ];
    for (const [keys, texts] of groups) {
      expect(keys.filter((key) => !texts[key]?.trim())).toEqual([]);
    }
  });
});
