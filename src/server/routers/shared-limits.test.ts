// The lookup limits that stop guessing of order and ticket codes hold across instances:
// they are counted in the store, so a second server process (here: a fresh module registry, whose
// in-memory state starts empty, over the same store) refuses the client the first one used up.
import type { Store } from '../db/store';
import { browserHeaders, describeEachDialect } from '@/testing/stores';
import { ORDER_LOOKUP_RATE_LIMIT } from './order';
import { PAYMENT_LOOKUP_RATE_LIMIT } from './payment';
import { TICKET_LOOKUP_RATE_LIMIT } from './ticket';

jest.setTimeout(60_000);

/** A caller as a freshly started instance would make it: new modules, the same store. */
async function instanceCaller(store: Store, ip: string) {
  let caller: Awaited<ReturnType<typeof import('@/testing/stores').callerFor>> | undefined;
  await jest.isolateModulesAsync(async () => {
    const { callerFor } = await import('@/testing/stores');
    caller = await callerFor(store, { headers: browserHeaders({ 'x-forwarded-for': ip }) });
  });
  if (!caller) throw new Error('caller not created');
  return caller;
}

/** The error code of a call, or 'OK'. */
async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describeEachDialect('lookup limits across instances', ({ store }) => {
  const contact = { email: 'nobody@example.com' };

  it('order.get: the limit one instance used up refuses on another', async () => {
    const ip = '198.51.100.11';
    const first = await instanceCaller(store(), ip);
    for (let i = 0; i < ORDER_LOOKUP_RATE_LIMIT.limit; i += 1) {
      expect(await outcome(first.order.get({ orderCode: 'NM-00000000', contact }))).toBe(
        'NOT_FOUND',
      );
    }
    const second = await instanceCaller(store(), ip);
    expect(await outcome(second.order.get({ orderCode: 'NM-00000000', contact }))).toBe(
      'TOO_MANY_REQUESTS',
    );
    // Another address is not affected.
    const other = await instanceCaller(store(), '198.51.100.12');
    expect(await outcome(other.order.get({ orderCode: 'NM-00000000', contact }))).toBe('NOT_FOUND');
  });

  it('ticket.get and payment.getStatus: the same', async () => {
    const ip = '198.51.100.21';
    const first = await instanceCaller(store(), ip);
    const ticket = () => first.ticket.get({ code: 'VE-0000000000', contact });
    for (let i = 0; i < TICKET_LOOKUP_RATE_LIMIT.limit; i += 1) {
      expect(await outcome(ticket())).not.toBe('TOO_MANY_REQUESTS');
    }
    const second = await instanceCaller(store(), ip);
    expect(await outcome(second.ticket.get({ code: 'VE-0000000000', contact }))).toBe(
      'TOO_MANY_REQUESTS',
    );

    const payer = '198.51.100.31';
    const a = await instanceCaller(store(), payer);
    for (let i = 0; i < PAYMENT_LOOKUP_RATE_LIMIT.limit; i += 1) {
      expect(await outcome(a.payment.getStatus({ orderCode: 'NM-00000000', contact }))).not.toBe(
        'TOO_MANY_REQUESTS',
      );
    }
    const b = await instanceCaller(store(), payer);
    expect(await outcome(b.payment.getStatus({ orderCode: 'NM-00000000', contact }))).toBe(
      'TOO_MANY_REQUESTS',
    );
  });
});
