// Order codes (DESIGN.md §12): `NM-` + 8 random Crockford base-32 characters (40 bits; no I, L,
// O or U, so a code read over the phone is not misheard). Uniqueness is the column's constraint.
import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newOrderCode(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 8; i += 1) {
    code = (CROCKFORD[Number(bits & 31n)] ?? '0') + code;
    bits >>= 5n;
  }
  return `NM-${code}`;
}
