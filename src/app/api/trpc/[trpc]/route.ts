// tRPC over the fetch adapter (DESIGN.md §7): queries are GET, mutations POST with JSON, batches
// flagged `batch=1`. The unload beacon is admitted in createTrpcHandler (see its header comment).
import { getStore } from '@/server/db';
import { createTrpcHandler } from '@/server/http-handler';

// better-sqlite3 and pg are Node modules.
export const runtime = 'nodejs';
// Answers depend on the store and the request's headers: never prerender or cache them.
export const dynamic = 'force-dynamic';

const handler = createTrpcHandler(getStore);

export { handler as GET, handler as POST };
