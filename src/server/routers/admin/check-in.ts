// admin.checkIn.*: gate check-in (DESIGN.md §16). `scan` answers one QR read online; `sync`
// replays an offline phone's queue. Staff and admins both work the gate.
import { recordGateScan, syncGateScans } from '../../services/tickets/gate-scans';
import { router, staffProcedure } from '../../trpc';
import { gateScanInput, gateSyncInput } from '@/lib/tickets/gate-scan';

export const checkInRouter = router({
  scan: staffProcedure
    .input(gateScanInput)
    .mutation(({ ctx, input }) =>
      recordGateScan(ctx.store, { id: ctx.user.id, email: ctx.user.email }, input),
    ),
  sync: staffProcedure
    .input(gateSyncInput)
    .mutation(({ ctx, input }) =>
      syncGateScans(ctx.store, { id: ctx.user.id, email: ctx.user.email }, input.scans),
    ),
});
