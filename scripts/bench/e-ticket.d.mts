// Types of e-ticket.mjs, for the TypeScript tests.
export const VISIT_DAYS_AHEAD: number;
export function vietnamDayAhead(days: number, now?: Date): string;
export function bookingFormOf(
  html: string,
): { action: string; first?: string; last?: string; ticketType: string } | null;
export function ticketOrderFormOf(
  html: string,
): { action: string; fields: Array<[string, string]>; methods: string[] } | null;
export function sandboxPayTokenOf(html: string): string | null;
export function eTicketOf(
  order: { tickets?: Array<{ code: string; accessKey: string | null }> } | null | undefined,
): { path: string; code: string } | null;
export function bookedETicket(
  origin: string,
  options?: { bookingPath?: string; now?: Date },
): Promise<{ path: string; code: string; orderCode: string; day: string }>;
