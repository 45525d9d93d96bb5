// The ticket shapes of DESIGN §17 as the browser sees them (the contract with the ticket router).
import type { OrderView } from '@/lib/cart/types';

export interface TypeAvailability {
  ticketType: string;
  capacity: number;
  left: number;
}

export interface DayAvailability {
  /** `YYYY-MM-DD` in Asia/Ho_Chi_Minh. */
  date: string;
  closed: boolean;
  types: TypeAvailability[];
}

export type TicketStatus = 'issued' | 'used' | 'exchanged' | 'refunded';

export interface OrderTicket {
  code: string;
  ticketType: string;
  visitDate: string;
  quantity: number;
  status: TicketStatus;
  accessKey?: string;
  name?: string;
}

export interface TicketOrderView extends OrderView {
  kind?: 'goods' | 'tickets';
  tickets?: OrderTicket[];
  refund?: { status: RefundStatus; createdAt?: string } | null;
}

export type RefundStatus = 'requested' | 'approved' | 'rejected' | 'refunded';

/** One e-ticket as `ticket.get` answers. */
export interface TicketView {
  code: string;
  accessKey: string;
  ticketType: string;
  name: string;
  visitDate: string;
  quantity: number;
  status: TicketStatus;
  validity: string;
  buyerName: string;
  orderCode: string;
  token: string;
  qrSvg: string;
  icsUrl: string;
}

/** A ticket on the booking's e-ticket page: an exchanged one names the ticket that replaced it. */
export interface BookingTicketView extends TicketView {
  replacedBy: { code: string; accessKey: string } | null;
}

/** Every ticket of one order, grouped by type (`ticket.getBooking`). */
export interface BookingView {
  orderCode: string;
  /** The ticket whose page key opened the booking. */
  openedCode: string;
  groups: { ticketType: string; name: string; tickets: BookingTicketView[] }[];
}

/** A ticket type as the booking leaf needs it (from content, passed down by the page). */
export interface BookableType {
  id: string;
  name: string;
  audience?: string;
  price: number;
  tierDiscounts: [number, number][];
}

export interface TicketLine {
  ticketType: string;
  quantity: number;
}
