// What a refusal looks like to the browser, over the real route handler: the table's Vietnamese
// sentence as the message, the key always in `data.details.reason`, a zod failure on its own path.
import { createTrpcHandler } from './http-handler';
import { INVALID_INPUT_MESSAGE } from './trpc';
import { addDays, vietnamClock } from '@/lib/calendar';
import { newGuestCartId } from '@/testing/shop';
import { describeEachDialect } from '@/testing/stores';

const ORIGIN = 'http://localhost:3000';

interface ErrorBody {
  error: {
    message: string;
    data: { code: string; details: Record<string, unknown> | null; zodError: unknown };
  };
}

describeEachDialect('refusals over HTTP', ({ store }) => {
  const handle = (req: Request) => createTrpcHandler(async () => store())(req);
  const preview = async (input: unknown) => {
    const query = encodeURIComponent(JSON.stringify(input));
    const response = await handle(new Request(`${ORIGIN}/api/trpc/voucher.preview?input=${query}`));
    return { status: response.status, body: (await response.json()) as ErrorBody };
  };
  const booking = () => ({
    kind: 'tickets',
    visitDate: addDays(vietnamClock(new Date()).date, 5),
    lines: [{ ticketType: 've-nguoi-lon', quantity: 2 }],
  });

  it("sends a buyer's refusal as the spec's sentence with its key", async () => {
    const { status, body } = await preview({ ...booking(), code: 'KHONG-CO-MA' });
    expect(status).toBe(400);
    expect(body.error.message).toBe('Mã giảm giá không tồn tại');
    expect(body.error.data.code).toBe('BAD_REQUEST');
    expect(body.error.data.details).toEqual({ reason: 'voucher-unknown' });
  });

  it('sends the key of a refusal that used to carry none (an unknown product)', async () => {
    const response = await handle(
      new Request(`${ORIGIN}/api/trpc/cart.addItem`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cartId: newGuestCartId(), sku: 'KHONG-CO-SP', quantity: 1 }),
      }),
    );
    const body = (await response.json()) as ErrorBody;
    expect(response.status).toBe(404);
    expect(body.error.message).toBe('Không tìm thấy sản phẩm hoặc dịch vụ');
    expect(body.error.data.details).toEqual({ reason: 'product-not-found' });
  });

  it('keeps a refused input on the zod path, with no refusal key', async () => {
    const { status, body } = await preview({ ...booking(), code: '' });
    expect(status).toBe(400);
    expect(body.error.message).toBe(INVALID_INPUT_MESSAGE);
    expect(body.error.data.details).toBeNull();
    expect(body.error.data.zodError).not.toBeNull();
  });
});
