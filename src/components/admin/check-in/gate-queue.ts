// What a check-in leaves on the phone, whichever way it was made (QR or typed code): the codes it
// admitted here (a repeat says "already used" with no network) and the scans waiting to sync.
import { TRPCClientError } from '@trpc/client';
import { updateGate } from './use-gate-sync';
import type { GateScanInput } from '@/lib/tickets/gate-scan';

/** A failure to reach the server at all (offline, dropped), as opposed to a server's answer. */
export function unreachable(error: unknown): boolean {
  return !(error instanceof TRPCClientError) || !error.data;
}

/** Remembers a ticket let in at this gate, so a second scan offline says "already used". */
export function rememberSeen(code: string, at: string, gate: string, visitDate: string): void {
  updateGate((m) => ({ ...m, seen: { ...m.seen, [code]: { at, gate, visitDate } } }));
}

export function queueScans(scans: readonly GateScanInput[]): void {
  updateGate((m) => ({ ...m, queue: [...m.queue, ...scans] }));
}

/** An error's own message, for the verdict's source line when it is not a refusal. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
