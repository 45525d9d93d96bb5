// A refused input over HTTP (the real route handler and error formatter): API callers read the
// spec's Vietnamese texts per field, and beside them a stable key per field that the browser's
// forms translate (src/lib/validation/issue-key.ts), so no page matches a message's words.
import { vietnamDate } from '@/lib/calendar';
import { POST } from '@/app/api/trpc/[trpc]/route';
import { COMMUNITY_MESSAGES } from '@/lib/validation/community';
import type { Store } from './db/store';
import { describeEachDialect } from '@/testing/stores';

const ORIGIN = 'http://localhost:3000';

function useStoreForRoute(store: Store): void {
  (globalThis as { __appStore?: Promise<Store> }).__appStore = Promise.resolve(store);
}

interface RefusedBody {
  error: {
    message: string;
    data: {
      code: string;
      zodError: { fieldErrors: Record<string, string[]> };
      fieldIssues: Record<string, { key: string; values?: { min?: number; max?: number } }>;
    };
  };
}

describeEachDialect('field errors over HTTP', ({ store }) => {
  beforeEach(() => useStoreForRoute(store()));

  it('sends the Vietnamese text and a stable key for each refused field', async () => {
    const yesterday = vietnamDate(new Date(Date.now() - 86_400_000));
    const response = await POST(
      new Request(`${ORIGIN}/api/trpc/quote.create`, {
        method: 'POST',
        headers: { host: 'localhost:3000', origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName: 'A',
          email: 'nope',
          phone: '12',
          departureDate: yesterday,
          message: 'x'.repeat(2001),
        }),
      }),
    );
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as RefusedBody;
    expect(error.message).toBe('Dữ liệu không hợp lệ');
    expect(error.data.zodError.fieldErrors).toMatchObject({
      fullName: ['Tối thiểu 2 ký tự'],
      email: ['Email không hợp lệ'],
      phone: ['Số điện thoại không hợp lệ'],
      departureDate: [COMMUNITY_MESSAGES.datePast],
      message: ['Tối đa 2000 ký tự'],
    });
    expect(error.data.fieldIssues).toEqual({
      fullName: { key: 'min', values: { min: 2 } },
      email: { key: 'email' },
      phone: { key: 'phone' },
      departureDate: { key: 'datePast' },
      message: { key: 'max', values: { max: 2000 } },
    });
  });
});
