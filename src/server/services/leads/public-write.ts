// The guard of every public write of the community and lead procedures (DESIGN.md §8): limits per
// client address (ctx.ip, the trusted address) and per email, both store-backed so they hold
// across processes; and the honeypot, whose filled-in answer is a bot's.
import { createHash } from 'node:crypto';
import type { Store } from '../../db/store';
import { takeRateLimit, type RateLimit } from '../rate-limit/rate-limit';

export type PublicWriteKind = 'review' | 'comment' | 'quote' | 'contact' | 'avatar';

/** Per client address and kind: a family sharing one address still gets through. */
export const PUBLIC_WRITE_ADDRESS_LIMIT: RateLimit = { limit: 20, windowMs: 60 * 60_000 };
/** Per email and kind, whatever the address: one inbox cannot be flooded with our mail. */
export const PUBLIC_WRITE_EMAIL_LIMIT: RateLimit = { limit: 5, windowMs: 60 * 60_000 };

/** Counts one write of `kind` for the address and, when given, the email; throws when over. */
export async function takePublicWrite(
  store: Store,
  kind: PublicWriteKind,
  ip: string,
  now: Date,
  email?: string,
): Promise<void> {
  await takeRateLimit(store, `${kind}:ip:${ip}`, PUBLIC_WRITE_ADDRESS_LIMIT, now);
  if (email) await takeRateLimit(store, `${kind}:email:${email}`, PUBLIC_WRITE_EMAIL_LIMIT, now);
}

/** A bot filled in the hidden field: answer as if it worked, store and send nothing. */
export function isHoneypotFilled(website: string | undefined): boolean {
  return website !== undefined && website.trim() !== '';
}

/** Enough to group a flood during moderation without keeping the address itself. */
export function hashAddress(ip: string): string {
  return createHash('sha256').update(`community:${ip}`).digest('hex').slice(0, 32);
}
