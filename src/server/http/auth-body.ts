// Login and registration bodies are read whole, under a short deadline, before the request may
// take a place at the password-hash door: nine sockets sending a login a byte
// every 5 s used to hold every place of that door for Node's 300 s request timeout, so every
// right password answered 429. A slow sender now gets 408 and never holds a place, and one
// address has at most AUTH_BODIES_PER_ADDRESS bodies arriving at once (per process).
import { AUTH_BODIES_PER_ADDRESS, AUTH_BODY_DEADLINE_MS } from '@/config';
import { readBodyBytes } from './body-limit';

/** Thrown when the address already has as many auth bodies arriving as it may: 429. */
export class AuthBodiesBusyError extends Error {
  constructor(readonly address: string) {
    super(`${AUTH_BODIES_PER_ADDRESS} auth bodies already arriving from ${address}`);
    this.name = 'AuthBodiesBusyError';
  }
}

const arriving = new Map<string, number>();

/**
 * The body of a login or registration from `address`, at most `maxBytes`, whole within
 * AUTH_BODY_DEADLINE_MS; throws AuthBodiesBusyError, PayloadTooLargeError or RequestTimeoutError.
 */
export async function readAuthBody(
  req: Request,
  address: string,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const count = arriving.get(address) ?? 0;
  if (count >= AUTH_BODIES_PER_ADDRESS) throw new AuthBodiesBusyError(address);
  arriving.set(address, count + 1);
  try {
    return await readBodyBytes(req, maxBytes, { deadlineMs: AUTH_BODY_DEADLINE_MS });
  } finally {
    const left = (arriving.get(address) ?? 1) - 1;
    if (left > 0) arriving.set(address, left);
    else arriving.delete(address);
  }
}
