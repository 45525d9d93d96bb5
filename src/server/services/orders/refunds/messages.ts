// The refund desk's refusals (Vietnamese, as the console shows them), each with a `reason` key in
// `error.data.details.reason`.
export const REFUND_ADMIN_MESSAGES = {
  requestNotFound: 'Không tìm thấy yêu cầu hoàn tiền',
  alreadyDecided: 'Yêu cầu này đã được xử lý hoặc không còn ở trạng thái phù hợp',
  amountTooHigh: (paid: number) =>
    `Số tiền hoàn không được lớn hơn số tiền đã thanh toán (${new Intl.NumberFormat('vi-VN').format(paid)}đ)`,
  amountAboveDue: (due: number) =>
    `Số tiền hoàn không được lớn hơn số tiền được hoàn theo chính sách (${new Intl.NumberFormat('vi-VN').format(due)}đ)`,
  orderNotPaid: 'Đơn hàng không còn ở trạng thái đã thanh toán',
  ticketsNotLive: (codes: readonly string[]) =>
    `Vé ${codes.join(', ')} đã được sử dụng hoặc không còn hiệu lực: không hoàn tiền cho vé này`,
} as const;
