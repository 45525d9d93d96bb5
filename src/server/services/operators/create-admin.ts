// The first admin (DESIGN.md §16, `npm run user:create-admin`): a new account with the admin role,
// or an existing account promoted. The password passes the same rules as registration.
import { z } from 'zod';
import { newId, nowIso } from '../../db/ids';
import { writeTransaction, type Store } from '../../db/store';
import { hashPassword } from '../auth/passwords';
import { registerInput } from '../../schemas/auth';
import { recordAudit } from './audit-log';

export interface CreateAdminInput {
  email: string;
  /** Needed for a new account; ignored when the account exists (it keeps its password). */
  password?: string;
  firstName?: string;
}

export type CreateAdminResult =
  | { outcome: 'created'; userId: string; email: string }
  | { outcome: 'promoted' | 'unchanged'; userId: string; email: string };

/** The CLI's actor in the audit log: there is no signed-in operator yet. */
const CLI_ACTOR = { id: 'cli', email: 'cli:user:create-admin' };

export class CreateAdminError extends Error {}

export async function createAdmin(
  store: Store,
  input: CreateAdminInput,
): Promise<CreateAdminResult> {
  const email = z.email().parse(input.email.trim().toLowerCase());
  const existing = await store.db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) {
    if (existing.role === 'admin') return { outcome: 'unchanged', userId: existing.id, email };
    await writeTransaction(store, async (trx) => {
      await trx
        .updateTable('users')
        .set({ role: 'admin', updated_at: nowIso() })
        .where('id', '=', existing.id)
        .execute();
      await recordAudit(trx, CLI_ACTOR, {
        action: 'staff.grant',
        targetType: 'user',
        targetId: existing.id,
        details: { email, from: existing.role, to: 'admin' },
      });
    });
    return { outcome: 'promoted', userId: existing.id, email };
  }

  const parsed = registerInput.safeParse({
    email,
    password: input.password ?? '',
    firstName: input.firstName?.trim() || 'Admin',
  });
  if (!parsed.success) {
    throw new CreateAdminError(parsed.error.issues.map((issue) => issue.message).join('; '));
  }
  const passwordHash = await hashPassword(parsed.data.password);
  const now = nowIso();
  const userId = newId();
  await writeTransaction(store, async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id: userId,
        email,
        password_hash: passwordHash,
        first_name: parsed.data.firstName,
        last_name: null,
        phone: null,
        role: 'admin',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await recordAudit(trx, CLI_ACTOR, {
      action: 'staff.grant',
      targetType: 'user',
      targetId: userId,
      details: { email, from: null, to: 'admin' },
    });
  });
  return { outcome: 'created', userId, email };
}
