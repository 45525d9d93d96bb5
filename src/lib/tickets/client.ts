// The ticket procedures the browser calls (DESIGN §17), through the small vanilla tRPC client:
// the booking and e-ticket leaves do not load React Query.
import type { Contact } from '@/lib/cart/client';
import type { PaymentMethodInfo } from '@/lib/cart/types';
import { getTrpcClient } from '@/lib/trpc/client';
import type {
  DayAvailability,
  RefundStatus,
  TicketLine,
  TicketOrderView,
  TicketView,
} from './types';

type TicketLocale = 'vi' | 'en';

export interface TicketClient {
  ticket: {
    getAvailability: { query(input: { from: string; to: string }): Promise<DayAvailability[]> };
    placeOrder: {
      mutate(input: {
        idempotencyKey: string;
        visitDate: string;
        lines: TicketLine[];
        buyer: { fullName: string; email: string; phone: string };
        paymentMethod: 'payos' | 'vnpay' | 'momo' | 'vietqr';
        locale: TicketLocale;
        voucherCode?: string;
      }): Promise<TicketOrderView>;
    };
    get: {
      query(
        input: ({ accessKey: string } | { code: string; contact: Contact }) & {
          locale?: TicketLocale;
        },
      ): Promise<TicketView>;
    };
    requestExchange: {
      mutate(input: {
        code: string;
        contact: Contact;
        newDate: string;
        wholeBooking?: boolean;
        locale?: TicketLocale;
      }): Promise<TicketView>;
    };
  };
  checkout: {
    getPaymentMethods: {
      query(input: { kind: 'goods' | 'tickets' }): Promise<PaymentMethodInfo[]>;
    };
  };
  payment: {
    getStatus: {
      query(input: { orderCode: string; contact?: Contact }): Promise<TicketOrderView>;
    };
  };
  order: {
    get: { query(input: { orderCode: string; contact?: Contact }): Promise<TicketOrderView> };
    listMine: { query(): Promise<TicketOrderView[]> };
    requestRefund: {
      mutate(input: {
        orderCode: string;
        contact: Contact;
        reason: string;
        lines?: string[];
      }): Promise<{ status: RefundStatus }>;
    };
  };
}

export function ticketClient(): TicketClient {
  return getTrpcClient();
}
