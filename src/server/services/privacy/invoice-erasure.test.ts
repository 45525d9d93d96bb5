// An erased person leaves no trace in the invoices sent for their orders: the citizen ID, name
// and mailbox go from the buyer snapshot and the stored document, the amounts and number stay.
import { randomBytes } from 'node:crypto';
import { addDays, vietnamClock } from '@/lib/calendar';
import { ticketPlaceOrderInput } from '@/lib/tickets/ticket-schemas';
import { payOrder, setUpTicketSigningKey } from '@/testing/paid-tickets';
import { testMethods } from '@/testing/payment-methods';
import { orderIdOf } from '@/testing/shop';
import { describeEachDialect } from '@/testing/stores';
import { localRecorder } from '../invoices/provider';
import { sweepInvoices } from '../invoices/outbox';
import { placeTicketOrder } from '../orders';
import { getTicketCatalog } from '../tickets/ticket-catalog';
import { unnameInvoiceDocuments } from './erase-steps';
import type { Person } from './person';

setUpTicketSigningKey();

describeEachDialect('erasure and the invoices', ({ store }) => {
  it('drops a private buyer from the invoice snapshot and document, keeps the amounts', async () => {
    const citizenId = '001099054321';
    const input = ticketPlaceOrderInput.parse({
      idempotencyKey: randomBytes(18).toString('base64url'),
      visitDate: addDays(vietnamClock(new Date()).date, 6),
      lines: [{ ticketType: 've-nguoi-lon', quantity: 1 }],
      buyer: { fullName: 'Lê Thị Hoa', email: 'hoa.le@example.vn', phone: '0987650001' },
      paymentMethod: 'payos',
      locale: 'vi',
      invoice: { citizenId, fullName: 'Lê Thị Hoa', email: 'hoa.le@example.vn' },
    });
    const { order } = await placeTicketOrder(
      store(),
      getTicketCatalog(),
      input,
      { userId: null },
      {
        methods: testMethods(store()),
      },
    );
    const orderId = await orderIdOf(store(), order.orderCode);
    await payOrder(store(), orderId);
    await sweepInvoices(store(), new Date(Date.now() + 1_000), localRecorder);
    const read = () =>
      store()
        .db.selectFrom('invoices')
        .select(['buyer_json', 'document_json', 'total_amount', 'status'])
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
    const before = await read();
    expect(`${before.buyer_json}${before.document_json ?? ''}`).toContain(citizenId);

    await store()
      .db.transaction()
      .execute((trx) => unnameInvoiceDocuments(trx, { orderIds: [orderId] } as Person));
    const after = await read();
    const text = `${after.buyer_json}${after.document_json ?? ''}`;
    for (const trace of [citizenId, 'Lê Thị Hoa', 'hoa.le@example.vn']) {
      expect(text).not.toContain(trace);
    }
    expect(after).toMatchObject({ total_amount: order.totalAmount, status: 'issued' });
    expect(JSON.parse(after.document_json ?? '{}')).toMatchObject({
      buyer: { kind: 'person', takesInvoice: false },
    });
  });
});
