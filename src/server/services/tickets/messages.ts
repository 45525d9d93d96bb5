// The ticket office's error texts (Vietnamese, as the client shows them) and a `reason` key per
// refusal in `error.data.details.reason`, which the client may translate instead.
import type { RefusalReason } from '@/lib/tickets/refusal';

export const TICKET_MESSAGES = {
  typeNotFound: 'Không tìm thấy loại vé',
  dateOutOfRange: 'Ngày tham quan nằm ngoài khoảng có thể đặt (hôm nay đến 60 ngày tới)',
  dayClosed: 'Ngày này không mở bán vé',
  notEnoughSeats: 'Không đủ chỗ cho một số loại vé',
  groupQuote: (max: number) =>
    `Mỗi đơn đặt tối đa ${max} vé mỗi loại. Đoàn đông hơn, vui lòng gửi yêu cầu báo giá.`,
  adultRequired: 'Trẻ em phải đi cùng người lớn có vé',
  paymentMethodUnavailable: 'Phương thức thanh toán này hiện không khả dụng',
  ticketNotFound: 'Không tìm thấy vé',
  exchangeUsed: 'Vé đã sử dụng không được đổi ngày',
  exchangePast: 'Vé đã qua ngày tham quan không được đổi ngày',
  exchangeTooLate: 'Chỉ được đổi ngày trước 17:30 ngày hôm trước ngày tham quan',
  exchangeOnce: 'Mỗi vé chỉ được đổi ngày một lần',
  exchangeNotIssued: 'Vé này không còn hiệu lực để đổi ngày',
  exchangeSameDay: 'Vui lòng chọn một ngày khác ngày tham quan hiện tại',
  exchangeNotPaid: 'Đơn hàng chưa được thanh toán',
  refundNotPaid: 'Đơn hàng chưa được thanh toán nên không cần hoàn tiền',
  refundAlreadyRequested: 'Đơn hàng này đã có yêu cầu hoàn tiền đang chờ xử lý',
  refundLineNotFound: 'Không tìm thấy sản phẩm này trong đơn hàng',
  refundTicketNotFound: 'Không tìm thấy vé này trong đơn hàng',
  refundTicketNotLive: 'Vé đã sử dụng, đã đổi hoặc đã hoàn tiền không thể trả lại',
  refundBundleWhole: 'Vé gia đình được trả lại cả gói',
  refundTooLate: 'Vé chỉ được trả lại trước ngày tham quan',
} as const;

/** Machine-readable refusals (client message keys): the ticket office's part of `ReasonKey`. */
export type TicketRefusalReason = RefusalReason;
