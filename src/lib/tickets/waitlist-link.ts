// The waiting list's mailed links on the booking page (issue 39): `#waitlist-offer=<token>` opens
// the page on the held seats (the day and quantity ride in the query, like any shared booking),
// `#waitlist-leave=<token>` asks to confirm "Không cần nữa". Tokens stay in the fragment, which
// no request carries.
import type { DayAvailability } from '@/lib/trpc/contract';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type WaitlistLink = { kind: 'offer' | 'leave'; token: string } | null;

export function waitlistLinkOf(hash: string): WaitlistLink {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const kind of ['offer', 'leave'] as const) {
    const token = params.get(`waitlist-${kind}`);
    if (token && TOKEN.test(token)) return { kind, token };
  }
  return null;
}

export interface HeldSeats {
  token: string;
  day: string;
  ticketType: string;
  quantity: number;
}

/**
 * The seats a hold keeps for this visitor count as theirs: the day's availability with them
 * added back, so the calendar lets the holder choose a day everyone else sees sold out.
 */
export function withHold(
  days: Map<string, DayAvailability> | null,
  hold: HeldSeats | null,
): Map<string, DayAvailability> | null {
  const day = hold ? days?.get(hold.day) : undefined;
  if (!days || !hold || !day || day.closed) return days;
  const next = new Map(days);
  next.set(hold.day, {
    ...day,
    types: day.types.map((t) =>
      t.ticketType === hold.ticketType ? { ...t, left: Math.max(0, t.left) + hold.quantity } : t,
    ),
  });
  return next;
}
