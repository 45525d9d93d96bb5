// What the plain checkouts (no JavaScript) carry from one page to the next, in sealed cookies
// (sealed-cookie.ts), never in the address: the fields typed so far, so "Xem phường/xã" and a
// refusal give the form back filled in; and, once an order is placed, the proof that this browser
// placed it, so the success page can show the order by the same rule as order.get (code plus the
// contact given at checkout) after a round trip through the payment provider.
import { TRPCError } from '@trpc/server';
import { INVOICE_FIELDS } from '@/lib/invoices/invoice-form';
import { cookieFrom, seal, sealedSetCookie, unseal } from './sealed-cookie';

export type PlainCheckout = 'goods' | 'tickets';

const INVOICE_NAMES = [
  'invoice.requested',
  'invoice.kind',
  ...new Set([...INVOICE_FIELDS.company, ...INVOICE_FIELDS.person].map((f) => `invoice.${f}`)),
];

/** The typed fields kept per form; never the idempotency key (a new attempt needs a new one). */
const DRAFT_FIELDS: Record<PlainCheckout, readonly string[]> = {
  goods: [
    'contact.email',
    'contact.phone',
    'shipping.fullName',
    'shipping.phone',
    'shipping.address',
    'shipping.postalCode',
    'shipping.wardCode',
    'notes',
    'voucherCode',
    'paymentMethod',
    ...INVOICE_NAMES,
  ],
  tickets: ['fullName', 'phone', 'email', 'voucherCode', 'paymentMethod', ...INVOICE_NAMES],
};

const DRAFT_COOKIE: Record<PlainCheckout, string> = {
  goods: 'checkout_draft',
  tickets: 'ticket_draft',
};
/** Long enough to fill in a form, short enough not to linger on a shared computer. */
const DRAFT_MAX_AGE_SECONDS = 60 * 60;
const PROOF_COOKIE = 'placed_order';
/** The transfer's deadline (24 h) is the longest wait for a payment. */
const PROOF_MAX_AGE_SECONDS = 24 * 60 * 60;
const FIELD_MAX_CHARS = 1000;

export type FormDraft = Record<string, string>;

/** Set-Cookie keeping the posted form's typed fields (removed when they do not fit a cookie). */
export function draftSetCookie(kind: PlainCheckout, posted: URLSearchParams): string {
  const draft: FormDraft = {};
  for (const name of DRAFT_FIELDS[kind]) {
    const value = posted.get(name);
    if (value) draft[name] = value.slice(0, FIELD_MAX_CHARS);
  }
  const sealed = seal('form-draft', draft, DRAFT_MAX_AGE_SECONDS);
  if (!sealed) console.warn(`[forms] the ${kind} form's fields are too long to keep`);
  return sealedSetCookie(DRAFT_COOKIE[kind], sealed, DRAFT_MAX_AGE_SECONDS);
}

/** Set-Cookie removing the draft: the order is placed. */
export function draftClearCookie(kind: PlainCheckout): string {
  return sealedSetCookie(DRAFT_COOKIE[kind], null, 0);
}

/** The fields kept for this form, only the known names, or an empty draft. */
export function readDraft(kind: PlainCheckout, cookieHeader: string | null): FormDraft {
  const opened = unseal('form-draft', cookieFrom(cookieHeader, DRAFT_COOKIE[kind]));
  if (typeof opened !== 'object' || opened === null) return {};
  const draft: FormDraft = {};
  for (const name of DRAFT_FIELDS[kind]) {
    const value = (opened as Record<string, unknown>)[name];
    if (typeof value === 'string') draft[name] = value;
  }
  return draft;
}

/** Set-Cookie with the proof that this browser placed `orderCode` with this contact email. */
export function orderProofSetCookie(orderCode: string, email: string): string {
  return sealedSetCookie(
    PROOF_COOKIE,
    seal('order-proof', { orderCode, email }, PROOF_MAX_AGE_SECONDS),
    PROOF_MAX_AGE_SECONDS,
  );
}

/** The contact this browser gave for `orderCode`, when its proof cookie names that order. */
export function readOrderProof(
  cookieHeader: string | null,
  orderCode: string,
): { email: string } | null {
  const opened = unseal('order-proof', cookieFrom(cookieHeader, PROOF_COOKIE));
  if (typeof opened !== 'object' || opened === null) return null;
  const { orderCode: code, email } = opened as Record<string, unknown>;
  return code === orderCode && typeof email === 'string' ? { email } : null;
}

/**
 * The typed voucher code priced by the server for the plain checkout's summary ("Áp dụng"), or
 * null: no code, or one refused (the order's submit names the reason, in the buyer's language).
 */
export async function plainVoucherPreview<T>(preview: () => Promise<T> | null): Promise<T | null> {
  try {
    return (await preview()) ?? null;
  } catch (error) {
    if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') throw error;
    return null;
  }
}
