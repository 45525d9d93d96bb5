// Ticket identifiers (DESIGN.md §13): a human code `VE-` + 10 Crockford base-32 characters (50
// bits; typed at /ticket-exchange with phone or email), and an unguessable access key (144-bit
// base64url) for the e-ticket page's URL. Uniqueness is the columns' constraint. With the store's
// other ids: issuing, exchanging and the migrations that split tickets all write them.
import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newTicketCode(): string {
  const bytes = randomBytes(10);
  let code = '';
  // One byte per character, 5 low bits each: 10 × 5 = 50 random bits.
  for (const byte of bytes) code += CROCKFORD[byte & 31] ?? '0';
  return `VE-${code}`;
}

export function newAccessKey(): string {
  return randomBytes(18).toString('base64url');
}
