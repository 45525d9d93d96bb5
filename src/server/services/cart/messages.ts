// The shop's error texts (spec §8 names the situations; these are their Vietnamese words, which
// the client shows as sent or replaces with its English translation by the error's code).
export const SHOP_MESSAGES = {
  cartDisabled: 'Chức năng thêm vào giỏ hàng hiện đang tạm tắt',
  productNotFound: 'Không tìm thấy sản phẩm hoặc dịch vụ',
  onRequest: 'Dịch vụ này được báo giá theo yêu cầu, vui lòng gửi yêu cầu báo giá',
  lineNotFound: 'Không tìm thấy sản phẩm này trong giỏ hàng',
  notEnoughStock: 'Không đủ hàng cho một số sản phẩm',
  tooManyLines: 'Giỏ hàng đã đạt số dòng tối đa',
  maxQuantity: (max: number) => `Số lượng tối đa cho mỗi sản phẩm là ${max}`,
  serviceDateRequired: 'Vui lòng chọn ngày sử dụng dịch vụ',
  serviceDateNotAllowed: 'Sản phẩm này không cần ngày sử dụng',
  serviceDateOutOfRange: 'Ngày sử dụng dịch vụ nằm ngoài khoảng có thể đặt',
  emptyCart: 'Giỏ hàng của bạn đang trống',
  signInToMerge: 'Bạn cần đăng nhập để tiếp tục',
  checkoutProcessingError: 'Đã xảy ra lỗi khi xử lý đơn hàng. Vui lòng thử lại.',
  paymentMethodUnavailable: 'Phương thức thanh toán này hiện không khả dụng',
  orderNotFound: 'Không tìm thấy đơn hàng',
  orderNotCancellable: 'Đơn hàng này không thể hủy',
  orderNotRetryable: 'Đơn hàng này không thể thanh toán lại',
  orderAlreadyPaid: 'Đơn hàng này đã được thanh toán nên không thể hủy',
  paymentNotClosed:
    'Chưa thể hủy giao dịch thanh toán đang mở. Đơn hàng chưa bị hủy, vui lòng thử lại sau ít phút.',
} as const;
