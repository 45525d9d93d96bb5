// Password hashing: scrypt from node:crypto (DESIGN.md §8), N=2^17, r=8, p=1, a 16-byte salt per
// user. The parameters are stored with the hash so they can be raised later without a migration.
// Hashing is expensive by design, so it is bounded (DESIGN.md §8): a few run at once, a short
// queue waits, and anything past the queue is refused with TOO_MANY_REQUESTS at once.
import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { DomainError } from '../errors';
import { LowPriorityScrypt } from './low-priority-scrypt';

const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
// scrypt needs 128·N·r bytes (128 MiB here); Node's default maxmem is 32 MiB, so raise it.
const MAX_MEM = 256 * 1024 * 1024;

/**
 * Whose hash it is: a login from a known device (a device cookie bound to the account) or anyone
 * else (unknown devices, registrations). A flood of the second never delays the first.
 */
export type HashLane = 'known' | 'unknown';

/**
 * At most `concurrency` tasks run at once; the rest wait in their lane, at most the lane's limit,
 * and a task past that is refused. A freed slot goes to the known lane's first task, then the
 * unknown lane's: a known device waits for no unknown one. Exported for its tests; the app uses
 * the one instance below.
 */
export class ConcurrencyGate {
  #running = 0;
  readonly #waiting: Record<HashLane, (() => void)[]> = { known: [], unknown: [] };
  readonly queueLimits: Record<HashLane, number>;

  constructor(
    readonly concurrency: number,
    queueLimit: number | Record<HashLane, number>,
  ) {
    this.queueLimits =
      typeof queueLimit === 'number' ? { known: queueLimit, unknown: queueLimit } : queueLimit;
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.known.length + this.#waiting.unknown.length;
  }

  /** True when a task of the unknown lane arriving now would be refused. */
  get full(): boolean {
    return this.fullFor('unknown');
  }

  /** True when a task of `lane` arriving now would be refused. */
  fullFor(lane: HashLane): boolean {
    return (
      this.#running >= this.concurrency && this.#waiting[lane].length >= this.queueLimits[lane]
    );
  }

  /** Runs `task` in turn in `lane`, or throws `refuse()` at once when that lane is full. */
  async run<T>(
    task: () => Promise<T>,
    refuse: () => Error,
    lane: HashLane = 'unknown',
  ): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting[lane].length >= this.queueLimits[lane]) throw refuse();
      // The slot is handed over by the finishing task, so #running never drops in between.
      await new Promise<void>((resolve) => this.#waiting[lane].push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.known.shift() ?? this.#waiting.unknown.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}

// Each run holds 128 MiB and a whole core for about half a second: with half the cores (at least
// one) hashing, the other half keep serving pages while logins arrive in bulk. Eight unknown ones
// waiting is a few seconds at most; one beyond that is answered 429 at once instead of piling up.
// Known devices have four places of their own, served first.
const hashGate = new ConcurrencyGate(Math.max(1, Math.floor(availableParallelism() / 2)), {
  known: 4,
  unknown: 8,
});

/**
 * True while a password hash asked for now would be refused. The HTTP door asks first, so that a
 * flood of logins is turned away before its rate-limit writes and body parsing, not after.
 */
export function hashQueueFull(lane: HashLane = 'unknown'): boolean {
  return hashGate.fullFor(lane);
}

/** How many hashing requests of `lane` the gate holds at once: running plus waiting. */
export function hashCapacity(lane: HashLane = 'unknown'): number {
  return hashGate.concurrency + hashGate.queueLimits[lane];
}

// One hashing process per gate slot, each at the lowest CPU priority (low-priority-scrypt.ts): a
// page competing for a core is scheduled first, so logins slow down under load, not pages.
const hasher = new LowPriorityScrypt(hashGate.concurrency);

function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
  lane: HashLane,
): Promise<Buffer> {
  return hashGate.run(
    () => hasher.scrypt(password, salt, keyLength, options),
    () => new DomainError('hash-busy'),
    lane,
  );
}

/** `scrypt$<logN>$<r>$<p>$<salt b64url>$<key b64url>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(
    password,
    salt,
    KEY_LENGTH,
    { N: 2 ** LOG_N, r: R, p: P, maxmem: MAX_MEM },
    'unknown',
  );
  return ['scrypt', LOG_N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks `password` against `stored`, hashing in `lane` (a known device's login goes first). */
export async function verifyPassword(
  password: string,
  stored: string,
  lane: HashLane = 'unknown',
): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64url'),
    expected.length,
    { N: 2 ** Number(logN), r: Number(r), p: Number(p), maxmem: MAX_MEM },
    lane,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** A hash to verify against when the email is unknown, so both failures take the same time. */
export function dummyPasswordHash(): Promise<string> {
  if (!dummyHash) {
    const pending = hashPassword(randomBytes(16).toString('hex'));
    dummyHash = pending;
    // A refused (busy) first hash must not be remembered: the next login computes it again.
    pending.catch((error: unknown) => {
      if (dummyHash === pending) dummyHash = undefined;
      return error;
    });
  }
  return dummyHash;
}
