// The one table of refusals: every DomainError names one of these keys, and the key alone says
// which tRPC code the caller hears (`kind`) and the Vietnamese sentence the server sends
// (`vi`, the spec's words where it names them). The key always travels to the browser as
// `error.data.details.reason`; pages translate it (`Refusals.<key>` in messages/*.json, or the
// page's own namespace for the keys it explains in more words), never the server's sentence.
// A `{name}` in `vi` is filled from the error's details (`{name, number}` in the vi-VN format),
// the same ICU placeholders the client's message takes. A key missing here fails the type check
// on both sides, so a typo cannot reach a buyer.

/** The standard tRPC error codes a refusal maps to (src/server/trpc.ts). */
export type RefusalKind =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR'
  | 'BAD_GATEWAY';

interface Reason {
  kind: RefusalKind;
  vi: string;
}

export const REASONS = {
  // Sign-in, accounts, limits.
  unauthorized: { kind: 'UNAUTHORIZED', vi: 'Bạn cần đăng nhập để tiếp tục' },
  forbidden: { kind: 'FORBIDDEN', vi: 'Bạn không có quyền thực hiện thao tác này' },
  'invalid-credentials': { kind: 'UNAUTHORIZED', vi: 'Email hoặc mật khẩu không đúng' },
  'sign-in-link-invalid': {
    kind: 'UNAUTHORIZED',
    vi: 'Liên kết đăng nhập không hợp lệ, đã được dùng hoặc đã hết hạn',
  },
  'user-not-found': { kind: 'NOT_FOUND', vi: 'Không thể tải thông tin người dùng' },
  'wrong-password': { kind: 'UNAUTHORIZED', vi: 'Mật khẩu không đúng' },
  'session-not-found': { kind: 'NOT_FOUND', vi: 'Không tìm thấy phiên' },
  'rate-limited': {
    kind: 'TOO_MANY_REQUESTS',
    vi: 'Bạn thao tác quá nhiều lần. Vui lòng thử lại sau ít phút.',
  },
  'hash-busy': {
    kind: 'TOO_MANY_REQUESTS',
    vi: 'Hệ thống đang bận. Vui lòng thử lại sau giây lát.',
  },
  'upload-refused': {
    kind: 'BAD_REQUEST',
    vi: 'Không thể tải ảnh lên. Vui lòng chọn ảnh JPG, PNG hoặc GIF, dung lượng tối đa 5MB.',
  },
  // Privacy requests.
  'data-request-link-invalid': {
    kind: 'NOT_FOUND',
    vi: 'Liên kết xác nhận không hợp lệ hoặc đã hết hạn',
  },
  'data-request-not-found': { kind: 'NOT_FOUND', vi: 'Không tìm thấy yêu cầu' },
  'data-request-wrong-status': {
    kind: 'CONFLICT',
    vi: 'Yêu cầu không ở trạng thái cho phép thao tác này',
  },
  // Community: comments, reviews, leads, moderation.
  'comment-post-not-found': { kind: 'NOT_FOUND', vi: 'Không tìm thấy bài viết' },
  'comment-parent-not-found': { kind: 'NOT_FOUND', vi: 'Không tìm thấy bình luận để trả lời' },
  'review-service-type': { kind: 'BAD_REQUEST', vi: 'Loại dịch vụ không hợp lệ' },
  'review-avatar': { kind: 'BAD_REQUEST', vi: 'Ảnh đại diện không hợp lệ' },
  'moderation-not-found': { kind: 'NOT_FOUND', vi: 'Không tìm thấy nội dung này' },
  'lead-not-found': { kind: 'NOT_FOUND', vi: 'Không tìm thấy yêu cầu liên hệ này' },
  // Operators.
  'staff-no-account': { kind: 'NOT_FOUND', vi: 'Không có tài khoản nào với email này' },
  'staff-own-role': { kind: 'FORBIDDEN', vi: 'Bạn không thể tự bỏ quyền quản trị của mình' },
  'staff-last-admin': { kind: 'CONFLICT', vi: 'Không thể bỏ quyền của quản trị viên cuối cùng' },
  // Cart and stock.
  'cart-disabled': { kind: 'FORBIDDEN', vi: 'Chức năng thêm vào giỏ hàng hiện đang tạm tắt' },
  'product-not-found': { kind: 'NOT_FOUND', vi: 'Không tìm thấy sản phẩm hoặc dịch vụ' },
  'product-on-request': {
    kind: 'BAD_REQUEST',
    vi: 'Dịch vụ này được báo giá theo yêu cầu, vui lòng gửi yêu cầu báo giá',
  },
  'cart-line-not-found': { kind: 'NOT_FOUND', vi: 'Không tìm thấy sản phẩm này trong giỏ hàng' },
  'not-enough-stock': { kind: 'CONFLICT', vi: 'Không đủ hàng cho một số sản phẩm' },
  'cart-too-many-lines': { kind: 'BAD_REQUEST', vi: 'Giỏ hàng đã đạt số dòng tối đa' },
  'cart-max-quantity': {
    kind: 'BAD_REQUEST',
    vi: 'Số lượng tối đa cho mỗi sản phẩm là {max}',
  },
  'service-date-required': { kind: 'BAD_REQUEST', vi: 'Vui lòng chọn ngày sử dụng dịch vụ' },
  'service-date-not-allowed': { kind: 'BAD_REQUEST', vi: 'Sản phẩm này không cần ngày sử dụng' },
  'service-date-out-of-range': {
    kind: 'BAD_REQUEST',
    vi: 'Ngày sử dụng dịch vụ nằm ngoài khoảng có thể đặt',
  },
  'cart-empty': { kind: 'BAD_REQUEST', vi: 'Giỏ hàng của bạn đang trống' },
  // Checkout, payments and the buyer's orders.
  'checkout-processing': {
    kind: 'BAD_GATEWAY',
    vi: 'Đã xảy ra lỗi khi xử lý đơn hàng. Vui lòng thử lại.',
  },
  'payment-method-unavailable': {
    kind: 'BAD_REQUEST',
    vi: 'Phương thức thanh toán này hiện không khả dụng',
  },
  'order-not-found': { kind: 'NOT_FOUND', vi: 'Không tìm thấy đơn hàng' },
  'order-not-cancellable': { kind: 'BAD_REQUEST', vi: 'Đơn hàng này không thể hủy' },
  'order-not-retryable': { kind: 'BAD_REQUEST', vi: 'Đơn hàng này không thể thanh toán lại' },
  'order-already-paid': {
    kind: 'CONFLICT',
    vi: 'Đơn hàng này đã được thanh toán nên không thể hủy',
  },
  'payment-not-closed': {
    kind: 'BAD_GATEWAY',
    vi: 'Chưa thể hủy giao dịch thanh toán đang mở. Đơn hàng chưa bị hủy, vui lòng thử lại sau ít phút.',
  },
  'province-not-found': { kind: 'BAD_REQUEST', vi: 'Tỉnh/thành phố không hợp lệ' },
  'wards-province-not-found': { kind: 'NOT_FOUND', vi: 'Tỉnh/thành phố không hợp lệ' },
  'ward-not-in-province': {
    kind: 'BAD_REQUEST',
    vi: 'Phường/xã không thuộc tỉnh/thành phố đã chọn',
  },
  // The console's order steps.
  'step-not-allowed': {
    kind: 'CONFLICT',
    vi: 'Không thể chuyển đơn hàng từ “{fromLabel}” sang “{toLabel}”',
  },
  'tickets-do-not-ship': {
    kind: 'CONFLICT',
    vi: 'Đơn vé không qua các bước xử lý và giao hàng',
  },
  'changed-meanwhile': {
    kind: 'CONFLICT',
    vi: 'Đơn hàng vừa được người khác thay đổi. Vui lòng tải lại và thử lại.',
  },
  'no-transfer': {
    kind: 'CONFLICT',
    vi: 'Đơn hàng này không có khoản chuyển khoản VietQR đang chờ',
  },
  'no-cod': {
    kind: 'CONFLICT',
    vi: 'Đơn hàng này không có khoản thanh toán khi nhận hàng đang chờ',
  },
  cancelled: { kind: 'CONFLICT', vi: 'Đơn hàng đã hủy: không có tiền thu khi giao hàng' },
  'already-paid': { kind: 'CONFLICT', vi: 'Khoản thanh toán này đã được ghi nhận trước đó' },
  'amount-mismatch': {
    kind: 'BAD_REQUEST',
    vi: 'Số tiền nhận được ({amount, number}đ) không khớp với tổng đơn hàng ({total, number}đ)',
  },
  // Reconciliation.
  'reconcile-item-not-found': { kind: 'NOT_FOUND', vi: 'Không tìm thấy chênh lệch này' },
  'reconcile-not-applicable': {
    kind: 'CONFLICT',
    vi: 'Chỉ ghi nhận được khoản cổng thanh toán đã thu mà cửa hàng chưa ghi nhận',
  },
  'reconcile-provider-unavailable': {
    kind: 'BAD_GATEWAY',
    vi: 'Chưa đối soát được: cổng thanh toán chưa được cấu hình hoặc không trả lời',
  },
  'reconcile-future-day': { kind: 'BAD_REQUEST', vi: 'Chưa thể đối soát một ngày chưa tới' },
  // The refund desk.
  'refund-request-not-found': { kind: 'NOT_FOUND', vi: 'Không tìm thấy yêu cầu hoàn tiền' },
  'refund-already-decided': {
    kind: 'CONFLICT',
    vi: 'Yêu cầu này đã được xử lý hoặc không còn ở trạng thái phù hợp',
  },
  'refund-amount-too-high': {
    kind: 'BAD_REQUEST',
    vi: 'Số tiền hoàn không được lớn hơn số tiền đã thanh toán ({paid, number}đ)',
  },
  'refund-amount-above-due': {
    kind: 'BAD_REQUEST',
    vi: 'Số tiền hoàn không được lớn hơn số tiền được hoàn theo chính sách ({due, number}đ)',
  },
  'order-not-paid': { kind: 'CONFLICT', vi: 'Đơn hàng không còn ở trạng thái đã thanh toán' },
  // E-invoices.
  'invoice-not-failed': {
    kind: 'CONFLICT',
    vi: 'Đơn hàng không có hóa đơn nào bị lỗi để gửi lại',
  },
  'refund-tickets-not-live': {
    kind: 'CONFLICT',
    vi: 'Vé {codes} đã được sử dụng hoặc không còn hiệu lực: không hoàn tiền cho vé này',
  },
  // The capacity calendar.
  'capacity-below-sold': {
    kind: 'CONFLICT',
    vi: 'Không thể đặt sức chứa thấp hơn số vé đã bán (đã bán {sold} vé)',
  },
  'day-already-closed': { kind: 'CONFLICT', vi: 'Ngày này đã được đóng cửa' },
  'day-not-closed': { kind: 'CONFLICT', vi: 'Ngày này đang mở bán, không cần mở lại' },
  'date-past': { kind: 'BAD_REQUEST', vi: 'Không thể thay đổi một ngày đã qua' },
  // The ticket office: booking, exchange and refund requests.
  'type-not-found': { kind: 'NOT_FOUND', vi: 'Không tìm thấy loại vé' },
  'date-out-of-range': {
    kind: 'BAD_REQUEST',
    vi: 'Ngày tham quan nằm ngoài khoảng có thể đặt (hôm nay đến 60 ngày tới)',
  },
  'day-closed': { kind: 'CONFLICT', vi: 'Ngày này không mở bán vé' },
  'not-enough-seats': { kind: 'CONFLICT', vi: 'Không đủ chỗ cho một số loại vé' },
  'group-quote': {
    kind: 'BAD_REQUEST',
    vi: 'Mỗi đơn đặt tối đa {max} vé mỗi loại. Đoàn đông hơn, vui lòng gửi yêu cầu báo giá.',
  },
  'adult-required': { kind: 'BAD_REQUEST', vi: 'Trẻ em phải đi cùng người lớn có vé' },
  'ticket-not-found': { kind: 'NOT_FOUND', vi: 'Không tìm thấy vé' },
  'exchange-used': { kind: 'BAD_REQUEST', vi: 'Vé đã sử dụng không được đổi ngày' },
  'exchange-past': { kind: 'BAD_REQUEST', vi: 'Vé đã qua ngày tham quan không được đổi ngày' },
  'exchange-too-late': {
    kind: 'BAD_REQUEST',
    vi: 'Chỉ được đổi ngày trước 17:30 ngày hôm trước ngày tham quan',
  },
  'exchange-once': { kind: 'BAD_REQUEST', vi: 'Mỗi vé chỉ được đổi ngày một lần' },
  'exchange-not-issued': { kind: 'BAD_REQUEST', vi: 'Vé này không còn hiệu lực để đổi ngày' },
  'exchange-same-day': {
    kind: 'BAD_REQUEST',
    vi: 'Vui lòng chọn một ngày khác ngày tham quan hiện tại',
  },
  'not-paid': {
    kind: 'BAD_REQUEST',
    vi: 'Đơn hàng chưa được thanh toán nên không cần hoàn tiền',
  },
  'refund-already-requested': {
    kind: 'CONFLICT',
    vi: 'Đơn hàng này đã có yêu cầu hoàn tiền đang chờ xử lý',
  },
  'refund-line-not-found': {
    kind: 'BAD_REQUEST',
    vi: 'Không tìm thấy sản phẩm này trong đơn hàng',
  },
  'refund-ticket-not-found': { kind: 'BAD_REQUEST', vi: 'Không tìm thấy vé này trong đơn hàng' },
  'refund-ticket-not-live': {
    kind: 'BAD_REQUEST',
    vi: 'Vé đã sử dụng, đã đổi hoặc đã hoàn tiền không thể trả lại',
  },
  'refund-bundle-whole': { kind: 'BAD_REQUEST', vi: 'Vé gia đình được trả lại cả gói' },
  'refund-too-late': { kind: 'BAD_REQUEST', vi: 'Vé chỉ được trả lại trước ngày tham quan' },
  // The waiting list of sold-out days.
  'waitlist-seats-available': {
    kind: 'CONFLICT',
    vi: 'Ngày này vẫn còn chỗ: bạn có thể đặt vé ngay',
  },
  'waitlist-entry-not-found': {
    kind: 'NOT_FOUND',
    vi: 'Không tìm thấy người này trong danh sách chờ',
  },
  'waitlist-not-waiting': { kind: 'CONFLICT', vi: 'Người này không còn chờ' },
  'waitlist-not-enough-seats': {
    kind: 'CONFLICT',
    vi: 'Không đủ chỗ trống để giữ cho người này',
  },
  // The site console.
  'redirect-loop': { kind: 'CONFLICT', vi: 'Chuyển hướng này quay về chính nó' },
  'redirect-chain': {
    kind: 'CONFLICT',
    vi: 'Chuyển hướng này nối tiếp một chuyển hướng khác (chỉ cho phép một bước)',
  },
  'redirect-live-page': { kind: 'CONFLICT', vi: 'Đường dẫn nguồn là một trang đang hoạt động' },
  'redirect-exists': { kind: 'CONFLICT', vi: 'Đã có chuyển hướng cho đường dẫn này' },
  'redirect-missing': { kind: 'NOT_FOUND', vi: 'Không tìm thấy chuyển hướng này' },
  'setting-private': { kind: 'FORBIDDEN', vi: 'Cài đặt này không được sửa ở đây' },
  'seo-path': { kind: 'NOT_FOUND', vi: 'Không có trang nào ở đường dẫn này' },
  'seo-detail': { kind: 'NOT_FOUND', vi: 'Trang chi tiết lấy SEO từ nội dung của chính nó' },
  'theme-contrast': {
    kind: 'BAD_REQUEST',
    vi: 'Màu chữ và màu nền không đủ tương phản (WCAG AA cần ít nhất 4,5:1)',
  },
  'theme-missing': { kind: 'NOT_FOUND', vi: 'Không tìm thấy giao diện này' },
  'logo-file': {
    kind: 'BAD_REQUEST',
    vi: 'Không thể tải ảnh lên. Vui lòng chọn ảnh PNG, JPG hoặc WebP (không nhận SVG), dung lượng tối đa 2MB.',
  },
  'logo-missing': { kind: 'NOT_FOUND', vi: 'Không tìm thấy logo này' },
  'payment-bank': { kind: 'BAD_REQUEST', vi: 'Ngân hàng không có trong danh sách NAPAS' },
  // Vouchers: at checkout, at booking, in the price preview, and in the console.
  'voucher-unknown': { kind: 'BAD_REQUEST', vi: 'Mã giảm giá không tồn tại' },
  'voucher-disabled': { kind: 'BAD_REQUEST', vi: 'Mã giảm giá đã ngừng áp dụng' },
  'voucher-not-started': { kind: 'BAD_REQUEST', vi: 'Mã giảm giá chưa đến thời gian áp dụng' },
  'voucher-expired': { kind: 'BAD_REQUEST', vi: 'Mã giảm giá đã hết hạn' },
  'voucher-exhausted': { kind: 'CONFLICT', vi: 'Mã giảm giá đã hết lượt sử dụng' },
  'voucher-contact-limit': {
    kind: 'BAD_REQUEST',
    vi: 'Bạn đã dùng hết số lần được phép cho mã giảm giá này',
  },
  'voucher-min-subtotal': {
    kind: 'BAD_REQUEST',
    vi: 'Đơn hàng chưa đạt giá trị tối thiểu để dùng mã giảm giá',
  },
  'voucher-not-applicable': {
    kind: 'BAD_REQUEST',
    vi: 'Mã giảm giá không áp dụng cho loại đơn hàng này',
  },
  'voucher-exists': { kind: 'CONFLICT', vi: 'Mã giảm giá này đã tồn tại' },
  'voucher-missing': { kind: 'NOT_FOUND', vi: 'Không tìm thấy mã giảm giá này' },
} as const satisfies Record<string, Reason>;

export type ReasonKey = keyof typeof REASONS;

export const REASON_KEYS = Object.keys(REASONS) as ReasonKey[];

export function isReasonKey(value: unknown): value is ReasonKey {
  return typeof value === 'string' && Object.hasOwn(REASONS, value);
}

/**
 * What a refusal carries beside its key (`error.data.details`): facts a page shows in its own
 * words (the stock a cart line lacks, the nearest open days, a limit), and the values of the
 * key's `{placeholders}`.
 */
export interface RefusalDetails {
  /** The cart or ticket lines stock or seats cannot cover. */
  lines?: { sku: string; name: string; left: number }[];
  /** A ticket order that cannot have its day: the nearest days with room for all its lines. */
  nearestDays?: string[];
  /** A limit (`cart-max-quantity`, `group-quote`). */
  max?: number;
  /** Tickets already sold (`capacity-below-sold`). */
  sold?: number;
  /** Amounts in đồng (`amount-mismatch`, `refund-amount-*`). */
  amount?: number;
  total?: number;
  paid?: number;
  due?: number;
  /** Ticket codes (`refund-tickets-not-live`). */
  codes?: string[];
  /** Order statuses of a refused step, and their Vietnamese labels for the server's sentence. */
  from?: string;
  to?: string;
  fromLabel?: string;
  toLabel?: string;
}

const PLACEHOLDER = /\{(\w+)(, number)?\}/g;

/** The key's Vietnamese sentence with its placeholders filled from `details`. */
export function reasonText(reason: ReasonKey, details: RefusalDetails | null = null): string {
  return REASONS[reason].vi.replace(PLACEHOLDER, (whole, name: string) => {
    const value: unknown = (details as Record<string, unknown> | null)?.[name];
    if (typeof value === 'number') return value.toLocaleString('vi-VN');
    if (Array.isArray(value)) return value.join(', ');
    return typeof value === 'string' ? value : whole;
  });
}

/* ---------------------------------------------------------------------------------------------
 * The keys each page explains in its own words (the rest fall back to `Refusals.<key>`).
 * ------------------------------------------------------------------------------------------- */

/** The buyer's cancel (dashboard, order page). */
export const BUYER_CANCEL_REASONS = [
  'order-already-paid',
  'payment-not-closed',
  'order-not-cancellable',
] as const satisfies readonly ReasonKey[];

/** The console's order steps. */
export const CONSOLE_ORDER_REASONS = [
  'step-not-allowed',
  'tickets-do-not-ship',
  'changed-meanwhile',
  'already-paid',
  'amount-mismatch',
  'no-transfer',
  'no-cod',
  'cancelled',
  'order-already-paid',
  'payment-not-closed',
] as const satisfies readonly ReasonKey[];

/** The refund desk. */
export const REFUND_DESK_REASONS = [
  'refund-already-decided',
  'refund-amount-too-high',
  'refund-amount-above-due',
  'order-not-paid',
  'refund-request-not-found',
  'refund-tickets-not-live',
] as const satisfies readonly ReasonKey[];

/** The capacity calendar. */
export const CAPACITY_REASONS = [
  'capacity-below-sold',
  'day-already-closed',
  'day-not-closed',
  'date-past',
] as const satisfies readonly ReasonKey[];

/** The ticket office: booking, exchange and refund requests. */
export const TICKET_REASONS = [
  'type-not-found',
  'date-out-of-range',
  'day-closed',
  'not-enough-seats',
  'group-quote',
  'adult-required',
  'ticket-not-found',
  'exchange-used',
  'exchange-past',
  'exchange-too-late',
  'exchange-once',
  'exchange-not-issued',
  'exchange-same-day',
  'not-paid',
  'refund-already-requested',
  'refund-line-not-found',
  'refund-ticket-not-found',
  'refund-ticket-not-live',
  'refund-bundle-whole',
  'refund-too-late',
] as const satisfies readonly ReasonKey[];

/** The waiting list of sold-out days: joining, and the console's offer by hand. */
export const WAITLIST_REASONS = [
  'waitlist-seats-available',
  'waitlist-entry-not-found',
  'waitlist-not-waiting',
  'waitlist-not-enough-seats',
] as const satisfies readonly ReasonKey[];

/**
 * The site console's field keys: zod issues of its forms (src/lib/admin/*-schemas.ts), sent as
 * the issue's message and explained beside the refusal keys (`AdminSite.refusals.<key>`).
 */
export const SITE_FIELD_KEYS = [
  'redirect-source',
  'redirect-target',
  'setting-key',
  'setting-format',
  'seo-url',
  'seo-robots',
  'theme-color',
  'payment-account-number',
  'payment-account-name',
] as const;

/** The site console: redirects, settings, SEO overrides, themes and logos. */
export const SITE_CONSOLE_REASONS = [
  'redirect-loop',
  'redirect-chain',
  'redirect-live-page',
  'redirect-exists',
  'redirect-missing',
  'setting-private',
  'seo-path',
  'seo-detail',
  'theme-contrast',
  'theme-missing',
  'logo-file',
  'logo-missing',
  'payment-bank',
] as const satisfies readonly ReasonKey[];

/** A voucher code refused at checkout, at booking or in their price preview. */
export const VOUCHER_REASONS = [
  'voucher-unknown',
  'voucher-disabled',
  'voucher-not-started',
  'voucher-expired',
  'voucher-exhausted',
  'voucher-contact-limit',
  'voucher-min-subtotal',
  'voucher-not-applicable',
] as const satisfies readonly ReasonKey[];

/** The voucher console. */
export const VOUCHER_CONSOLE_REASONS = [
  'voucher-exists',
  'voucher-missing',
] as const satisfies readonly ReasonKey[];

/** The shipping address of a checkout (the two-level list after 1 July 2025). */
export const ADDRESS_REASONS = [
  'province-not-found',
  'ward-not-in-province',
] as const satisfies readonly ReasonKey[];

/** "Thử lại" after a failed payment: only a cancelled, unpaid online order is placed again. */
export const RETRY_PAYMENT_REASONS = [
  'order-not-retryable',
] as const satisfies readonly ReasonKey[];
