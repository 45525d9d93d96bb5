// How a flag's or setting's stored text reads as on/off, and the add-to-cart switch: one rule for
// the server (which refuses cart writes) and the browser (which hides the buy buttons).

/** Spec §5: enabled only when the value, lowercased, equals "true". */
export function isTrueValue(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === 'true';
}

/** Spec §9: adding to the cart needs this flag and the public setting of the same key. */
export const ADD_TO_CART_KEY = 'enable_add_to_cart';
export const ADD_TO_CART_DEFAULT = true;
