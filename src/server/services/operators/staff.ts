// Operator accounts (DESIGN.md §16): an admin lists operators, grants `staff` or `admin` to an
// existing account by email, and takes the role back. The console never leaves the shop without
// an admin: nobody removes their own admin role, and the last admin stays.
import { z } from 'zod';
import type { UserRole } from '../../db/schema';
import { writeTransaction, type Store } from '../../db/store';
import { nowIso } from '../../db/ids';
import { DomainError } from '../errors';
import { recordAudit, type Actor } from './audit-log';

export type OperatorRole = Exclude<UserRole, 'customer'>;

export interface OperatorAccount {
  id: string;
  email: string;
  firstName: string;
  role: OperatorRole;
}

export interface RoleChange {
  changed: boolean;
  account: { id: string; email: string; role: UserRole };
}

/** Admins first, then staff; each by email. */
export async function listOperators(store: Store): Promise<OperatorAccount[]> {
  const rows = await store.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'role'])
    .where('role', 'in', ['staff', 'admin'])
    .orderBy('role')
    .orderBy('email')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    role: row.role as OperatorRole,
  }));
}

/**
 * Sets `role` on the account `match` names, inside one transaction with its audit entry. Taking
 * the admin role away from someone is refused for oneself and for the last admin; on PostgreSQL
 * the admin rows are locked first, so two admins demoting each other at once cannot both win.
 */
async function setRole(
  store: Store,
  actor: Actor,
  match: { email: string } | { id: string },
  role: UserRole,
  action: 'staff.grant' | 'staff.revoke',
): Promise<RoleChange> {
  return writeTransaction(store, async (trx) => {
    let select = trx.selectFrom('users').select(['id', 'email', 'role']);
    select =
      'email' in match
        ? select.where('email', '=', match.email)
        : select.where('id', '=', match.id);
    const target = await select.executeTakeFirst();
    if (!target) throw new DomainError('staff-no-account');
    if (target.role === role) return { changed: false, account: target };
    if (target.role === 'admin') {
      if (target.id === actor.id) throw new DomainError('staff-own-role');
      let admins = trx.selectFrom('users').select('id').where('role', '=', 'admin');
      if (store.dialect === 'postgres') admins = admins.forUpdate();
      if ((await admins.execute()).length <= 1) {
        throw new DomainError('staff-last-admin');
      }
    }
    const result = await trx
      .updateTable('users')
      .set({ role, updated_at: nowIso() })
      .where('id', '=', target.id)
      .where('role', '=', target.role)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return { changed: false, account: target };
    await recordAudit(trx, actor, {
      action,
      targetType: 'user',
      targetId: target.id,
      details: { email: target.email, from: target.role, to: role },
    });
    return { changed: true, account: { ...target, role } };
  });
}

export function grantRole(
  store: Store,
  actor: Actor,
  input: { email: string; role: OperatorRole },
): Promise<RoleChange> {
  const email = z.email().parse(input.email.trim().toLowerCase());
  return setRole(store, actor, { email }, input.role, 'staff.grant');
}

export function revokeRole(
  store: Store,
  actor: Actor,
  input: { userId: string },
): Promise<RoleChange> {
  return setRole(store, actor, { id: input.userId }, 'customer', 'staff.revoke');
}
