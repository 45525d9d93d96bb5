// Access tokens' housekeeping, apart from src/server/services/auth/auth.ts: the sweeps (and so
// `npm run jobs:sweep`, a plain tsx script) load it, and auth.ts reaches env.ts through the device
// cookies, which only Next's server build can load.
import type { Store } from '../../db/store';

/** Housekeeping: tokens past their expiry can never be used again (revoked ones included). */
export async function deleteExpiredAccessTokens(store: Store, now: Date): Promise<number> {
  const result = await store.db
    .deleteFrom('access_tokens')
    .where('expires_at', '<', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
