// What the gate phone keeps in localStorage (DESIGN.md §16, offline check-in): the gate's name,
// the signing key and revocation list last fetched, the day's ticket list (typed codes, groups,
// refunds and exchanges answered offline), the codes this phone admitted today (a repeat says
// "already used" with no network), the scans waiting to sync, and who signed in last.
import { vietnamDate } from '@/lib/calendar';
import type { JWK } from 'jose';
import type { GateDayList, GateScanInput } from '@/lib/tickets/gate-scan';

const STORAGE_KEY = 'gate-console:v1';

export interface GateTrust {
  keys: (JWK & { kid?: string })[];
  revoked: string[];
  fetchedAt: string;
}

export interface SeenTicket {
  at: string;
  gate: string;
  visitDate: string;
}

export interface RememberedOperator {
  id: string;
  email: string;
  role: 'customer' | 'staff' | 'admin';
}

export interface GateMemory {
  gate: string;
  trust: GateTrust | null;
  /** Today's tickets as the server last listed them (admin.checkIn.day). */
  day: GateDayList | null;
  /** Codes admitted on this phone, by code. */
  seen: Record<string, SeenTicket>;
  queue: GateScanInput[];
  operator: RememberedOperator | null;
}

const EMPTY: GateMemory = {
  gate: '',
  trust: null,
  day: null,
  seen: {},
  queue: [],
  operator: null,
};

export function readGateMemory(): GateMemory {
  try {
    const text = window.localStorage.getItem(STORAGE_KEY);
    if (!text) return EMPTY;
    const value = JSON.parse(text) as Partial<GateMemory>;
    return {
      gate: typeof value.gate === 'string' ? value.gate : '',
      trust: value.trust ?? null,
      day: value.day && Array.isArray(value.day.tickets) ? value.day : null,
      seen: value.seen ?? {},
      queue: Array.isArray(value.queue) ? value.queue : [],
      operator: value.operator ?? null,
    };
  } catch (error) {
    console.error('[check-in] unreadable gate memory, starting empty', error);
    return EMPTY;
  }
}

const listeners = new Set<() => void>();
let snapshot: { text: string | null; memory: GateMemory } | null = null;

/** For useSyncExternalStore: the stored memory, the same object until it changes. */
export function gateMemorySnapshot(): GateMemory {
  const text = window.localStorage.getItem(STORAGE_KEY);
  if (!snapshot || snapshot.text !== text) snapshot = { text, memory: readGateMemory() };
  return snapshot.memory;
}

export function subscribeGateMemory(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies `change` to the stored memory and returns the result; yesterday's codes and list are dropped. */
export function updateGateMemory(
  change: (memory: GateMemory) => GateMemory,
  today: string,
): GateMemory {
  const next = change(readGateMemory());
  const seen = Object.fromEntries(
    Object.entries(next.seen).filter(([, entry]) => entry.visitDate >= today),
  );
  const kept = { ...next, seen, day: next.day && next.day.day >= today ? next.day : null };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch (error) {
    console.error('[check-in] could not save gate memory', error);
  }
  listeners.forEach((listener) => listener());
  return kept;
}

/** Today's date at the gate, `YYYY-MM-DD` in Việt Nam (the token's `d`). */
export function gateToday(now: Date = new Date()): string {
  return vietnamDate(now);
}
