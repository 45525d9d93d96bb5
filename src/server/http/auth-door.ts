// The door of the password-hashing procedures (logins, registrations) in this process, in two
// lanes like the hash queue behind it (services/auth/passwords.ts). A login that shows a device cookie
// this server signed takes the known lane, one place per device; everything else shares the
// unknown lane, where one client address and one account hold at most a few places each, so that
// neither a single host nor a flood aimed at one account takes the whole lane from everyone
// else. A refusal comes before any body is parsed by tRPC, any rate-limit row written, any hash.
import type { HashLane } from '../services/auth/passwords';

export interface AuthDoorRules {
  /** Places of the known lane in all, and per device. */
  known: { capacity: number; perDevice: number };
  /** Places of the unknown lane in all, per client address and per account (email). */
  unknown: { capacity: number; perAddress: number; perAccount: number };
}

/** Who is knocking: the lane, and the keys its share is counted by. */
export interface AuthDoorEntry {
  lane: HashLane;
  /** The signed device cookie's id (known lane). */
  device?: string | null;
  address: string;
  /** The email the body names, when it names one (lower-cased). */
  account?: string | null;
}

/** Why an entry is refused: its lane is full (busy), or its own share is used up. */
export type AuthDoorRefusal = 'busy' | 'share';

class Counts {
  readonly #held = new Map<string, number>();

  get(key: string): number {
    return this.#held.get(key) ?? 0;
  }

  add(key: string, delta: 1 | -1): void {
    const next = this.get(key) + delta;
    if (next <= 0) this.#held.delete(key);
    else this.#held.set(key, next);
  }
}

export class AuthDoor {
  readonly #inLane: Record<HashLane, number> = { known: 0, unknown: 0 };
  readonly #counts = new Counts();

  constructor(readonly rules: AuthDoorRules) {}

  /** True while an entry of `lane` would be refused whoever it is (scripts/server.mjs asks). */
  full(lane: HashLane): boolean {
    return this.#inLane[lane] >= this.rules[lane].capacity;
  }

  /** Lets `entry` in and answers how to let it out again, or answers why it is refused. */
  enter(entry: AuthDoorEntry): { release: () => void } | { refused: AuthDoorRefusal } {
    if (this.full(entry.lane)) return { refused: 'busy' };
    const shares = this.#shares(entry);
    if (shares.some(([key, limit]) => this.#counts.get(key) >= limit)) return { refused: 'share' };
    this.#inLane[entry.lane] += 1;
    for (const [key] of shares) this.#counts.add(key, 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.#inLane[entry.lane] -= 1;
        for (const [key] of shares) this.#counts.add(key, -1);
      },
    };
  }

  #shares(entry: AuthDoorEntry): [string, number][] {
    if (entry.lane === 'known') {
      return [[`device:${entry.device ?? ''}`, this.rules.known.perDevice]];
    }
    const shares: [string, number][] = [
      [`address:${entry.address}`, this.rules.unknown.perAddress],
    ];
    if (entry.account) shares.push([`account:${entry.account}`, this.rules.unknown.perAccount]);
    return shares;
  }
}

/**
 * The email a login or registration body names, for the per-account share; null when it names
 * none. Read loosely (lower-cased, trimmed), as the schema reads it later: only a share's key.
 */
export function accountOfBody(body: Uint8Array): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch (error) {
    // Not JSON: tRPC answers it 400 later; it has no account to count.
    if (error instanceof SyntaxError) return null;
    throw error;
  }
  const email = (parsed as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.normalize('NFC').trim().toLowerCase() : null;
}
