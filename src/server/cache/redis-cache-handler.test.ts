// Next's cache entries survive the trip through Redis whole (Buffers and Maps included), and a
// revalidation is recorded as Next's own file cache records it.
import { deserializeEntry, serializeEntry, tagState } from './redis-cache-handler.mjs';

describe('the Redis cache handler', () => {
  it('keeps Buffers and Maps of an APP_PAGE entry through serialisation', () => {
    const entry = {
      lastModified: 1_700_000_000_000,
      cacheControl: { revalidate: 300, expire: 31_536_000 },
      value: {
        kind: 'APP_PAGE',
        html: '<html>Đánh giá</html>',
        rscData: Buffer.from([0, 1, 2, 255]),
        headers: { 'x-next-cache-tags': '_N_T_/layout,reviews' },
        status: 200,
        segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      },
    };
    const back = deserializeEntry(serializeEntry(entry));
    expect(back.value.rscData).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(back.value.segmentData).toBeInstanceOf(Map);
    expect(back.value.segmentData.get('/_tree')).toEqual(Buffer.from('tree'));
    expect(back.value.html).toBe('<html>Đánh giá</html>');
    expect(back.cacheControl).toEqual(entry.cacheControl);
  });

  it("records revalidations as Next's file cache does: stale now, expired now or after expire", () => {
    expect(tagState(undefined, 1000)).toEqual({ expired: 1000 });
    expect(tagState({ expire: 0 }, 1000)).toEqual({ stale: 1000, expired: 1000 });
    expect(tagState({ expire: 60 }, 1000)).toEqual({ stale: 1000, expired: 61_000 });
  });
});
