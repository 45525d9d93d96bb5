// Visitor session ids (spec §9: the time in base 36 plus a random suffix). The random part is 128
// bits from the platform's CSPRNG: the id is the only key to its session, so
// it must not be guessable. The server refuses any other shape (src/server/schemas/user-session).

/** `<base-36 time>_<32 hex digits>` */
export const SESSION_ID_PATTERN = /^[0-9a-z]{1,11}_[0-9a-f]{32}$/;

type RandomFill = (bytes: Uint8Array) => Uint8Array;

const cryptoFill: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

export function createSessionId(now: number = Date.now(), fill: RandomFill = cryptoFill): string {
  const random = Array.from(fill(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `${now.toString(36)}_${random}`;
}

/** Ids the server accepts; a stored id of another shape (an older version's) is replaced. */
export function isSessionId(value: string): boolean {
  return SESSION_ID_PATTERN.test(value);
}
