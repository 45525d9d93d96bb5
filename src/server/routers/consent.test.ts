// consent.record keeps evidence of an answer to the notice the site shows now, nothing else.
import { PRIVACY_NOTICE_VERSION } from '@/config';
import { browserHeaders, callerFor, describeEachDialect } from '@/testing/stores';

describeEachDialect('consent.record', ({ store }) => {
  const answer = (noticeVersion: string) => ({
    anonymousId: `c_${'a1'.repeat(16)}`,
    noticeVersion,
    choices: { analytics: true, advertising: false },
  });

  it('records an answer to the current notice, and refuses any other version', async () => {
    const caller = await callerFor(store(), {
      headers: browserHeaders({ 'x-forwarded-for': '198.51.100.60' }),
    });
    await expect(caller.consent.record(answer(PRIVACY_NOTICE_VERSION))).resolves.toBeDefined();
    for (const version of ['2025-01-01', '2099-12-31']) {
      await expect(caller.consent.record(answer(version))).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    const rows = await store()
      .db.selectFrom('consents')
      .select('notice_version')
      .where('anonymous_id', '=', answer('').anonymousId)
      .execute();
    expect(rows).toEqual([{ notice_version: PRIVACY_NOTICE_VERSION }]);
  });
});
