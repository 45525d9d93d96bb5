// admin.staff.* through the real router on both dialects: an admin lists operators, grants staff
// or admin by email and takes it back; staff cannot; nobody drops their own admin role and the
// last admin stays; every change (and nothing else) lands in the audit log.
import { TRPCError } from '@trpc/server';
import { listAudit } from '../../services/operators/audit-log';
import { accountWithRole, operatorCaller } from '@/testing/operators';
import { describeEachDialect } from '@/testing/stores';
import { reasonText } from '@/lib/errors/reasons';

async function failureOf(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected the call to fail');
}

describeEachDialect('admin.staff', ({ store }) => {
  async function roleOf(userId: string): Promise<string> {
    const row = await store()
      .db.selectFrom('users')
      .select('role')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.role;
  }

  it('grants staff by email, lists it, revokes it, and logs both changes', async () => {
    const admin = await accountWithRole(store(), 'admin');
    const customer = await accountWithRole(store(), 'customer');
    const api = await operatorCaller(store(), admin);

    const granted = await api.admin.staff.grant({
      email: customer.email.toUpperCase(),
      role: 'staff',
    });
    expect(granted).toEqual({
      changed: true,
      account: { id: customer.userId, email: customer.email, role: 'staff' },
    });
    expect(await roleOf(customer.userId)).toBe('staff');
    const listed = await api.admin.staff.list();
    expect(listed).toContainEqual({
      id: customer.userId,
      email: customer.email,
      firstName: 'customer',
      role: 'staff',
    });
    expect(listed).toContainEqual(expect.objectContaining({ id: admin.userId, role: 'admin' }));
    expect(listed.map((a) => a.role)).not.toContain('customer');

    // Granting the same role again changes and logs nothing.
    expect(await api.admin.staff.grant({ email: customer.email, role: 'staff' })).toMatchObject({
      changed: false,
    });

    expect(await api.admin.staff.revoke({ userId: customer.userId })).toMatchObject({
      changed: true,
      account: { role: 'customer' },
    });
    expect(await roleOf(customer.userId)).toBe('customer');
    expect((await api.admin.staff.list()).map((a) => a.id)).not.toContain(customer.userId);

    const { entries } = await listAudit(store(), {
      targetType: 'user',
      targetId: customer.userId,
      limit: 10,
    });
    expect(entries.map((e) => [e.action, e.actorEmail, e.details])).toEqual([
      ['staff.revoke', admin.email, { email: customer.email, from: 'staff', to: 'customer' }],
      ['staff.grant', admin.email, { email: customer.email, from: 'customer', to: 'staff' }],
    ]);
  });

  it('the staff who now hold the role reach staff procedures, and lose them on revoke', async () => {
    const admin = await accountWithRole(store(), 'admin');
    const customer = await accountWithRole(store(), 'customer');
    const api = await operatorCaller(store(), admin);
    // Each request loads the account afresh, as each HTTP call does.
    const theirs = () => operatorCaller(store(), customer);
    expect((await failureOf((await theirs()).admin.me())).code).toBe('FORBIDDEN');
    await api.admin.staff.grant({ email: customer.email, role: 'staff' });
    expect(await (await theirs()).admin.me()).toMatchObject({ role: 'staff' });
    await api.admin.staff.revoke({ userId: customer.userId });
    expect((await failureOf((await theirs()).admin.me())).code).toBe('FORBIDDEN');
  });

  it('refuses staff: they cannot list, grant or revoke, and nothing changes', async () => {
    const staff = await accountWithRole(store(), 'staff');
    const customer = await accountWithRole(store(), 'customer');
    const api = await operatorCaller(store(), staff);
    expect((await failureOf(api.admin.staff.list())).code).toBe('FORBIDDEN');
    expect(
      (await failureOf(api.admin.staff.grant({ email: customer.email, role: 'admin' }))).code,
    ).toBe('FORBIDDEN');
    expect((await failureOf(api.admin.staff.revoke({ userId: staff.userId }))).code).toBe(
      'FORBIDDEN',
    );
    expect(await roleOf(customer.userId)).toBe('customer');
    expect(await roleOf(staff.userId)).toBe('staff');
    const { entries } = await listAudit(store(), { targetId: customer.userId, limit: 10 });
    expect(entries).toEqual([]);
  });

  it('answers NOT_FOUND for an email without an account', async () => {
    const api = await operatorCaller(store(), await accountWithRole(store(), 'admin'));
    expect(
      await failureOf(api.admin.staff.grant({ email: 'nobody-here@example.com', role: 'staff' })),
    ).toEqual({ code: 'NOT_FOUND', message: reasonText('staff-no-account') });
  });

  it('keeps an admin from dropping their own admin role', async () => {
    const admin = await accountWithRole(store(), 'admin');
    await accountWithRole(store(), 'admin');
    const api = await operatorCaller(store(), admin);
    expect(await failureOf(api.admin.staff.revoke({ userId: admin.userId }))).toEqual({
      code: 'FORBIDDEN',
      message: reasonText('staff-own-role'),
    });
    expect(
      await failureOf(api.admin.staff.grant({ email: admin.email, role: 'staff' })),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(await roleOf(admin.userId)).toBe('admin');
  });

  it('never removes the last admin, even when two admins demote each other at once', async () => {
    const a = await accountWithRole(store(), 'admin');
    const b = await accountWithRole(store(), 'admin');
    // Only these two admins exist from here on.
    await store()
      .db.updateTable('users')
      .set({ role: 'customer' })
      .where('role', '=', 'admin')
      .where('id', 'not in', [a.userId, b.userId])
      .execute();
    // Both callers are past the role check before either change lands, as in a real race.
    const [aApi, bApi] = await Promise.all([
      operatorCaller(store(), a),
      operatorCaller(store(), b),
    ]);
    const results = await Promise.allSettled([
      aApi.admin.staff.revoke({ userId: b.userId }),
      bApi.admin.staff.revoke({ userId: a.userId }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
      code: 'CONFLICT',
      message: reasonText('staff-last-admin'),
    });
    const admins = await store()
      .db.selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
    // One revoke in the log, not two.
    const logged = await Promise.all(
      [a, b].map(
        async (x) => (await listAudit(store(), { targetId: x.userId, limit: 10 })).entries,
      ),
    );
    expect(logged.flat().map((e) => e.action)).toEqual(['staff.revoke']);
  });
});
