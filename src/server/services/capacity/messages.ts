// The capacity calendar's refusals (spec §3 "Ticket capacity"), for the console and the day's close.
export const CAPACITY_MESSAGES = {
  belowSold: (sold: number) => `Không thể đặt sức chứa thấp hơn số vé đã bán (đã bán ${sold} vé)`,
  alreadyClosed: 'Ngày này đã được đóng cửa',
  notClosed: 'Ngày này đang mở bán, không cần mở lại',
  pastDate: 'Không thể thay đổi một ngày đã qua',
} as const;
