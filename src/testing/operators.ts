// Accounts of each role for integration tests: a user row and a live bearer token written
// directly (a real login costs a 128 MiB scrypt per account, which the role tests don't need).
import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { newId, nowIso } from '@/server/db/ids';
import type { UserRole } from '@/server/db/schema';
import type { Store } from '@/server/db/store';
import { hashToken, TOKEN_TTL_MS } from '@/server/services/auth/auth';
import { DomainError } from '@/server/services/errors';
import { browserHeaders, callerFor } from './stores';

export interface TestAccount {
  userId: string;
  email: string;
  accessToken: string;
}

export async function accountWithRole(store: Store, role: UserRole): Promise<TestAccount> {
  const userId = newId();
  const email = `${role}-${userId.toLowerCase()}@example.com`;
  const now = nowIso();
  await store.db
    .insertInto('users')
    .values({
      id: userId,
      email,
      password_hash: 'not-a-usable-hash',
      first_name: role,
      last_name: null,
      phone: null,
      role,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const accessToken = randomBytes(32).toString('base64url');
  await store.db
    .insertInto('access_tokens')
    .values({
      id: newId(),
      token_hash: hashToken(accessToken),
      user_id: userId,
      created_at: now,
      expires_at: new Date(Date.now() + TOKEN_TTL_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  return { userId, email, accessToken };
}

/** A caller of the real router signed in as `account` (or anonymous), as a same-origin browser. */
export function operatorCaller(store: Store, account: TestAccount | null) {
  return callerFor(store, {
    headers: browserHeaders(account ? { authorization: `Bearer ${account.accessToken}` } : {}),
    http: { method: 'POST' },
  });
}

/** How a call ended: 'OK', or the tRPC error code it was refused with. */
export async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : `not a TRPCError: ${String(error)}`;
  }
}

/**
 * Why a call was refused: the service's key (the console translates it), else the
 * first message of a refused input (a shared schema's key), else the code; 'OK' when it ran.
 */
export async function refusalOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    if (error.cause instanceof DomainError) return error.cause.reason;
    const cause = error.cause as { issues?: { message: string }[] } | undefined;
    return cause?.issues?.[0]?.message ?? error.code;
  }
}

/** Every audit entry's action and target, oldest first (a refusal leaves it as it was). */
export function auditTrail(store: Store) {
  return store.db
    .selectFrom('audit_log')
    .select(['action', 'target_id'])
    .orderBy('created_at')
    .execute();
}
