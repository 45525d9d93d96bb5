// The sentences a voucher refusal carries (Vietnamese, the server's language); pages translate the
// `reason` key instead (errors.<key> in messages/*.json).
import type { ReasonKey } from '@/lib/errors/reasons';

export const VOUCHER_MESSAGES = {
  'voucher-unknown': 'Mã giảm giá không tồn tại',
  'voucher-disabled': 'Mã giảm giá đã ngừng áp dụng',
  'voucher-not-started': 'Mã giảm giá chưa đến thời gian áp dụng',
  'voucher-expired': 'Mã giảm giá đã hết hạn',
  'voucher-exhausted': 'Mã giảm giá đã hết lượt sử dụng',
  'voucher-contact-limit': 'Bạn đã dùng hết số lần được phép cho mã giảm giá này',
  'voucher-min-subtotal': 'Đơn hàng chưa đạt giá trị tối thiểu để dùng mã giảm giá',
  'voucher-not-applicable': 'Mã giảm giá không áp dụng cho loại đơn hàng này',
  'voucher-exists': 'Mã giảm giá này đã tồn tại',
  'voucher-missing': 'Không tìm thấy mã giảm giá này',
} as const satisfies Partial<Record<ReasonKey, string>>;

export type VoucherRefusal = keyof typeof VOUCHER_MESSAGES;
