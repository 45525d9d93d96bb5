// `npm run user:create-admin`'s service: a new admin, a promotion, no change twice, and the
// registration password rules; each grant is in the audit log.
import { describeEachDialect } from '@/testing/stores';
import { listAudit } from './audit-log';
import { CreateAdminError, createAdmin } from './create-admin';
import { accountWithRole } from '@/testing/operators';

describeEachDialect('createAdmin', ({ store }) => {
  it('creates an admin who can sign in, and logs the grant', async () => {
    const result = await createAdmin(store(), {
      email: 'Boss@Example.com',
      password: 'a long pass phrase for the gate',
    });
    expect(result).toMatchObject({ outcome: 'created', email: 'boss@example.com' });
    const row = await store()
      .db.selectFrom('users')
      .select(['role', 'password_hash'])
      .where('email', '=', 'boss@example.com')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
    expect(row.password_hash).toMatch(/^scrypt/);
    const { entries } = await listAudit(store(), { targetId: result.userId, limit: 10 });
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([
      ['staff.grant', 'cli:user:create-admin'],
    ]);
  });

  it('promotes an existing customer without touching the password, then changes nothing', async () => {
    const customer = await accountWithRole(store(), 'customer');
    expect(await createAdmin(store(), { email: customer.email })).toMatchObject({
      outcome: 'promoted',
    });
    expect(await createAdmin(store(), { email: customer.email })).toMatchObject({
      outcome: 'unchanged',
    });
    const row = await store()
      .db.selectFrom('users')
      .select(['role', 'password_hash'])
      .where('id', '=', customer.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'admin', password_hash: 'not-a-usable-hash' });
  });

  it.each([
    ['a common password', 'password'],
    ['a short one', 'short'],
    ['the email itself', 'weak@example.com'],
    ['none', undefined],
  ])('refuses %s and creates nothing', async (_label, password) => {
    await expect(createAdmin(store(), { email: 'weak@example.com', password })).rejects.toThrow(
      CreateAdminError,
    );
    expect(
      await store()
        .db.selectFrom('users')
        .select('id')
        .where('email', '=', 'weak@example.com')
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});
