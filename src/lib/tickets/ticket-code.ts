// Codes a visitor types (ticket and order), checked without loading zod: the forms that take
// them keep their first-load JavaScript small and load the full rules when they are submitted.

export const TICKET_CODE_PATTERN = /^VE-[0-9A-HJKMNP-TV-Z]{10}$/;
/** The same pattern as lib/validation/checkout.ts's orderCodeSchema (a test holds them equal). */
export const ORDER_CODE_PATTERN = /^NM-[0-9A-HJKMNP-TV-Z]{8}$/;

/** A typed ticket code, upper-cased, with the VE- prefix added when left out. */
export function normalizeTicketCode(text: string): string {
  const value = text.trim().toUpperCase().replace(/\s+/g, '');
  return value.startsWith('VE-') ? value : `VE-${value}`;
}

export function normalizeOrderCode(text: string): string {
  return text.trim().toUpperCase().replace(/\s+/g, '');
}
