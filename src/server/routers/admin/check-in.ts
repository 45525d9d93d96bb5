// admin.checkIn.*: gate check-in (DESIGN.md §16, §20). `scan` answers one QR read (or a typed
// code) online; `sync` replays an offline phone's queue or admits a group together; `lookup`
// answers a typed code as a scan would, without admitting; `day` is the list the phone keeps for
// offline answers. Staff and admins both work the gate.
import { takeRateLimit } from '../../services/rate-limit/rate-limit';
import {
  gateDayList,
  lookupGateCode,
  recordGateScan,
  syncGateScans,
} from '../../services/tickets/gate-scans';
import { router, staffProcedure } from '../../trpc';
import { gateLookupInput, gateScanInput, gateSyncInput } from '@/lib/tickets/gate-scan';

/**
 * Typed codes per operator account: a busy gate types a few a minute; a stolen staff token
 * cannot walk the code space with it (50 bits) nor read holders' names in bulk.
 */
export const GATE_LOOKUP_RATE_LIMIT = { limit: 120, windowMs: 10 * 60_000 };

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
  lookup: staffProcedure.input(gateLookupInput).query(async ({ ctx, input }) => {
    await takeRateLimit(
      ctx.store,
      `gate-lookup:user:${ctx.user.id}`,
      GATE_LOOKUP_RATE_LIMIT,
      new Date(),
    );
    return lookupGateCode(ctx.store, input.code);
  }),
  day: staffProcedure.query(({ ctx }) => gateDayList(ctx.store)),
});
