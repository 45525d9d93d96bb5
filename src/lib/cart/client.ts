// The shop procedures the browser calls (DESIGN §17), through the vanilla tRPC client: the cart
// leaves stay small because they do not load React Query.
import { getTrpcClient } from '@/lib/trpc/client';
import type { CheckoutFormValues } from '@/lib/validation/checkout';
import type { Cart, OrderView, PaymentMethodInfo } from './types';

type ShopLocale = 'vi' | 'en';

export interface Contact {
  phone?: string;
  email?: string;
}

export interface ShopClient {
  cart: {
    get: { query(input: { cartId: string; locale?: ShopLocale }): Promise<Cart> };
    getStock: { query(input: { skus: string[] }): Promise<{ sku: string; left: number }[]> };
    addItem: {
      mutate(input: {
        cartId: string;
        sku: string;
        quantity: number;
        serviceDate?: string;
        locale?: ShopLocale;
      }): Promise<Cart>;
    };
    updateItem: {
      mutate(input: {
        cartId: string;
        lineId: string;
        quantity: number;
        locale?: ShopLocale;
      }): Promise<Cart>;
    };
    removeItem: {
      mutate(input: { cartId: string; lineId: string; locale?: ShopLocale }): Promise<Cart>;
    };
    merge: { mutate(input: { cartId: string; locale?: ShopLocale }): Promise<Cart> };
  };
  checkout: {
    getPaymentMethods: {
      query(input: { kind: 'goods' | 'tickets' }): Promise<PaymentMethodInfo[]>;
    };
    placeOrder: { mutate(input: CheckoutFormValues): Promise<OrderView> };
  };
  order: {
    get: { query(input: { orderCode: string; contact?: Contact }): Promise<OrderView> };
    listMine: { query(): Promise<OrderView[]> };
    cancel: { mutate(input: { orderCode: string; contact?: Contact }): Promise<OrderView> };
    resendTickets: {
      mutate(input: { orderCode: string; contact: Contact }): Promise<{ accepted: true }>;
    };
  };
  payment: {
    /** The order as order.get answers, after asking PayOS while its payment is pending. */
    getStatus: {
      query(input: {
        orderCode: string;
        contact?: Contact;
      }): Promise<OrderView & { awaitingPayment: boolean }>;
    };
  };
}

export function shopClient(): ShopClient {
  return getTrpcClient();
}
