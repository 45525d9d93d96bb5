// A gate scan as the check-in console sends it and the server answers it (DESIGN.md §16). Shared
// by admin.checkIn.* and the console page, which queues scans offline and replays them later.
import { z } from 'zod';
// The gate console parses scans in the browser: without zod's eval probe, which CSP refuses.
import '@/lib/validation/zod-browser';

/** Most scans one offline phone sends in one sync call. */
export const GATE_SYNC_MAX = 200;

export const gateScanInput = z.object({
  token: z.string().min(1).max(2048),
  /** The gate's name as the operator typed it ("Cổng chính"). */
  gate: z.string().trim().min(1).max(40),
  /** The phone's own id for this scan: a replayed queue records it once. */
  scanId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  /** When the phone read the QR (ISO-8601); the server caps it at its own clock. */
  scannedAt: z.iso.datetime({ offset: true }),
});

export type GateScanInput = z.infer<typeof gateScanInput>;

export const gateSyncInput = z.object({
  scans: z.array(gateScanInput).min(1).max(GATE_SYNC_MAX),
});

/** What the gate shows for one scan. `forged` covers bad signatures, unknown keys and garbage. */
export type GateScanAnswer =
  | {
      scanId: string;
      status: 'valid';
      code: string;
      ticketType: string;
      quantity: number;
      visitDate: string;
      holderName: string | null;
    }
  | { scanId: string; status: 'already-used'; code: string; usedAt: string; gate: string | null }
  | { scanId: string; status: 'wrong-day' | 'revoked' | 'forged' | 'unknown' };

export type GateScanStatus = GateScanAnswer['status'];
