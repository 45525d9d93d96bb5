// The shapes of DESIGN §17 as the browser sees them (cart, order, payment methods). The server's
// routers answer with these; src/lib/cart/client.ts checks that against the real AppRouter type.

export interface CartLine {
  lineId: string;
  sku: string;
  name: string;
  unitPrice: number;
  quantity: number;
  subtotal: number;
  discount: number;
  total: number;
  /** Chosen options ("M · Trắng"), when the SKU has any. */
  optionsLabel?: string | null;
  image?: { src: string; alt: string } | null;
  serviceDate?: string | null;
  /** Units left now; below the quantity added the line was capped. */
  left?: number | null;
  /** True when the server lowered the quantity to the stock left. */
  capped?: boolean;
}

export interface Cart {
  cartId: string;
  lines: CartLine[];
  subtotal: number;
  discount: number;
  shippingFee: number;
  total: number;
  currency: string;
}

export interface OrderLine {
  sku: string;
  name: string;
  optionsLabel?: string | null;
  serviceDate?: string | null;
  unitPrice: number;
  quantity: number;
  subtotal: number;
  discount: number;
  total: number;
}

export type OrderStatus =
  'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded';
export type PaymentMethodId = 'payos' | 'vnpay' | 'momo' | 'vietqr' | 'cod';

export interface ShippingAddress {
  fullName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
}

/** The address fields, in the order the form shows them. */
export const ADDRESS_FIELDS = [
  'fullName',
  'phone',
  'address',
  'city',
  'state',
  'country',
  'postalCode',
] as const satisfies readonly (keyof ShippingAddress)[];

/** The shipping fields: since 1 July 2025 a province and a ward (codes) in place of city/state. */
export const SHIPPING_FIELDS = [
  'fullName',
  'phone',
  'provinceCode',
  'wardCode',
  'address',
  'country',
  'postalCode',
] as const;

export interface OrderPayment {
  method: PaymentMethodId;
  status: PaymentStatus;
  checkoutUrl?: string | null;
  providerOrderCode?: number | null;
  expiresAt?: string | null;
  /** Bank transfer details (helper P's VietQR): shown as text with copy buttons. */
  qr?: {
    payload?: string;
    bankName?: string;
    accountNumber?: string;
    accountName?: string;
    amount?: number;
    description?: string;
  } | null;
  /** An SVG image of the transfer QR code, rendered by the server. */
  qrSvg?: string | null;
}

export interface OrderView {
  orderCode: string;
  /** Tickets never ship: a ticket order shows no shipping line. */
  kind?: 'goods' | 'tickets';
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  subtotal?: number;
  discount?: number;
  shippingFee?: number;
  totalAmount: number;
  /** The voucher the buyer used and the đồng it took off (the total already counts it). */
  voucher?: { code: string; discount: number } | null;
  currency: string;
  createdAt?: string;
  lines: OrderLine[];
  shipping?: ShippingAddress | null;
  payment?: OrderPayment | null;
  /** Whether the buyer may cancel it now (the server's answer; pending and unpaid). */
  cancellable?: boolean;
  /** Money arrived for an order that stays cancelled: a refund is on its way (DESIGN §18). */
  refundDue?: boolean;
}

export interface PaymentMethodInfo {
  id: PaymentMethodId;
}

/** A line the stock cannot cover, as a CONFLICT names it. */
export interface ShortLine {
  sku: string;
  name: string;
  left: number;
}
