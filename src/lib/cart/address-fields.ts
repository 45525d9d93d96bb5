// The address fields in the order the checkout forms show them. Kept apart from the zod schemas
// (src/lib/validation/checkout.ts) so the checkout's first load does not carry zod.
import type { Address, ShippingAddressInput } from '@/lib/validation/checkout';

/** A free-text address (billing). */
export const ADDRESS_FIELDS = [
  'fullName',
  'phone',
  'address',
  'city',
  'state',
  'country',
  'postalCode',
] as const satisfies readonly (keyof Address)[];

/** The shipping fields: since 1 July 2025 a province and a ward (codes) in place of city/state. */
export const SHIPPING_FIELDS = [
  'fullName',
  'phone',
  'provinceCode',
  'wardCode',
  'address',
  'country',
  'postalCode',
] as const satisfies readonly (keyof ShippingAddressInput)[];
