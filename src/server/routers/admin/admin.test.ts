// The router walk (DESIGN.md §16): every admin.* procedure refuses a caller without a
// token (UNAUTHORIZED) and a customer (FORBIDDEN), and staff cannot reach the admin-only ones.
// The list comes from the router itself, so a procedure added later is walked without edits here.
import { TRPCError } from '@trpc/server';
import { appRouter } from '../../root';
import { accountWithRole, operatorCaller } from '@/testing/operators';
import { describeEachDialect } from '@/testing/stores';
import { ADMIN_ONLY_PREFIXES } from './_router';

const adminPaths = Object.keys(appRouter._def.procedures)
  .filter((path) => path.startsWith('admin.'))
  .sort();

type Callable = (input?: unknown) => Promise<unknown>;

/** The caller's function at a dotted path, e.g. `admin.orders.list`. */
function procedureAt(caller: unknown, path: string): Callable {
  const fn = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return fn as Callable;
}

async function errorCode(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : `not a TRPCError: ${String(error)}`;
  }
}

describe('the admin router', () => {
  it('has procedures to walk', () => {
    expect(adminPaths).toContain('admin.me');
    expect(adminPaths).toContain('admin.audit.list');
  });
});

describeEachDialect('admin.* role checks', ({ store }) => {
  it('refuses every admin procedure without a token', async () => {
    const caller = await operatorCaller(store(), null);
    for (const path of adminPaths) {
      expect([path, await errorCode(procedureAt(caller, path)())]).toEqual([path, 'UNAUTHORIZED']);
    }
  });

  it("refuses every admin procedure with a customer's token", async () => {
    const caller = await operatorCaller(store(), await accountWithRole(store(), 'customer'));
    for (const path of adminPaths) {
      expect([path, await errorCode(procedureAt(caller, path)())]).toEqual([path, 'FORBIDDEN']);
    }
  });

  it('lets staff past the role check except where only an admin may go', async () => {
    const caller = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
    for (const path of adminPaths) {
      const adminOnly = ADMIN_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix));
      const code = await errorCode(procedureAt(caller, path)());
      // Without input a staff call fails validation (BAD_REQUEST) or succeeds: never a role refusal.
      if (adminOnly) expect([path, code]).toEqual([path, 'FORBIDDEN']);
      else expect([path, code === 'FORBIDDEN' || code === 'UNAUTHORIZED']).toEqual([path, false]);
    }
  });

  it('tells the console who is signed in', async () => {
    const admin = await accountWithRole(store(), 'admin');
    const caller = await operatorCaller(store(), admin);
    expect(await caller.admin.me()).toEqual({
      id: admin.userId,
      email: admin.email,
      role: 'admin',
    });
  });
});
