// VNPay querydr's signatures: the request over its values joined by `|` in VNPay's order (not the
// sorted query string pay uses), the answer over its own fields the same way, absent as empty.
// The sandbox checks the request's and signs its answer with the same code VNPay's would need.
import { createHmac } from 'node:crypto';
import { answerVnpayQuery } from '../../../sandboxes/payments/vnpay';
import { testVnpaySettings } from '@/testing/payment-methods';
import type { Store } from '../../../db/store';
import {
  ANSWER_SIGNED_FIELDS,
  pipeJoined,
  QUERY_SIGNED_FIELDS,
  signPiped,
  verifyPiped,
  vnpayQueryBody,
} from './query';

const SECRET = 'SANDBOXDEVVNPAYHASHSECRET0000001';
const ATTEMPT = {
  providerOrderCode: 1764662400123456,
  orderCode: 'NM-ABCD1234',
  providerCreatedAt: '20261202153000',
  createdAt: '2026-12-02T08:29:59.500Z',
};
const NOW = new Date('2026-12-03T01:00:00Z');

describe('VNPay querydr signatures', () => {
  const body = vnpayQueryBody({ tmnCode: 'NMSANDBX', hashSecret: SECRET }, ATTEMPT, {
    now: NOW,
    requestId: 'req-0001',
  });

  it('signs the request over its values joined by | in VNPay’s order', () => {
    expect(pipeJoined(QUERY_SIGNED_FIELDS, body)).toBe(
      'req-0001|2.1.0|querydr|NMSANDBX|1764662400123456|20261202153000|20261203080000|127.0.0.1|' +
        'Thanh toan don hang NM-ABCD1234',
    );
    const expected = createHmac('sha512', SECRET)
      .update(
        'req-0001|2.1.0|querydr|NMSANDBX|1764662400123456|20261202153000|20261203080000|' +
          '127.0.0.1|Thanh toan don hang NM-ABCD1234',
      )
      .digest('hex');
    expect(body.vnp_SecureHash).toBe(expected);
    expect(body.vnp_SecureHash).toBe(
      signPiped(QUERY_SIGNED_FIELDS, { ...body, vnp_SecureHash: 'ignored' }, SECRET),
    );
  });

  it('repeats the attempt’s own vnp_CreateDate, else the row’s time for older attempts', () => {
    expect(body.vnp_TransactionDate).toBe('20261202153000');
    const older = vnpayQueryBody(
      { tmnCode: 'NMSANDBX', hashSecret: SECRET },
      { ...ATTEMPT, providerCreatedAt: null },
      { now: NOW },
    );
    expect(older.vnp_TransactionDate).toBe('20261202152959');
  });

  it('verifies an answer over its fields, absent ones as empty, and refuses any change', () => {
    const answer: Record<string, string> = {
      vnp_ResponseId: 'resp-1',
      vnp_Command: 'querydr',
      vnp_ResponseCode: '00',
      vnp_Message: 'QueryDR Success',
      vnp_TmnCode: 'NMSANDBX',
      vnp_TxnRef: '1764662400123456',
      vnp_Amount: '15000000',
      vnp_BankCode: 'NCB',
      vnp_PayDate: '20261202153112',
      vnp_TransactionNo: '14980726',
      vnp_TransactionType: '01',
      vnp_TransactionStatus: '00',
      vnp_OrderInfo: 'Thanh toan don hang NM-ABCD1234',
    };
    expect(pipeJoined(ANSWER_SIGNED_FIELDS, answer)).toBe(
      'resp-1|querydr|00|QueryDR Success|NMSANDBX|1764662400123456|15000000|NCB|20261202153112|' +
        '14980726|01|00|Thanh toan don hang NM-ABCD1234||',
    );
    const signed = { ...answer, vnp_SecureHash: signPiped(ANSWER_SIGNED_FIELDS, answer, SECRET) };
    expect(verifyPiped(ANSWER_SIGNED_FIELDS, signed, SECRET)).toBe(true);
    expect(verifyPiped(ANSWER_SIGNED_FIELDS, { ...signed, vnp_Amount: '1500000' }, SECRET)).toBe(
      false,
    );
    expect(verifyPiped(ANSWER_SIGNED_FIELDS, signed, 'another-secret')).toBe(false);
  });

  it('is refused by the sandbox with 97 when the request’s signature is wrong', async () => {
    // The signature is checked before any row is read.
    const store = {} as Store;
    const forged = { ...body, vnp_TxnRef: '1764662400999999' };
    const answer = await answerVnpayQuery(store, testVnpaySettings, forged);
    expect(answer.vnp_ResponseCode).toBe('97');
    expect(verifyPiped(ANSWER_SIGNED_FIELDS, answer, testVnpaySettings.hashSecret)).toBe(true);
  });
});
