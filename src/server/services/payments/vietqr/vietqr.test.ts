import { describeEachDialect } from '@/testing/stores';
import { getPublicSettings, setSetting } from '../../site/settings/settings';
import {
  VIETQR_SETTING_KEYS,
  buildVietQrPayload,
  decodeVietQrPayload,
  getVietQrAccount,
  renderQrSvg,
} from './vietqr';

const account = { bankBin: '970436', accountNumber: '0011004455667' };

describe('VietQR transfer payload', () => {
  it('decodes back, CRC valid, to the account, the amount and the order code', () => {
    const payload = buildVietQrPayload(account, { amount: 385000, content: 'NM-7K2Q9XZA' });
    expect(decodeVietQrPayload(payload)).toEqual({
      valid: true,
      bankBin: '970436',
      accountNumber: '0011004455667',
      amount: 385000,
      content: 'NM-7K2Q9XZA',
    });
  });

  it('fails its CRC when one character changes', () => {
    const payload = buildVietQrPayload(account, { amount: 385000, content: 'NM-7K2Q9XZA' });
    const tampered = payload.replace('385000', '985000');
    expect(tampered).not.toBe(payload);
    expect(decodeVietQrPayload(tampered).valid).toBe(false);
  });

  it('refuses content that is not short ASCII, and amounts that are not whole đồng', () => {
    expect(() => buildVietQrPayload(account, { amount: 1000, content: 'Đơn hàng' })).toThrow();
    expect(() => buildVietQrPayload(account, { amount: 1000, content: 'X'.repeat(26) })).toThrow();
    expect(() => buildVietQrPayload(account, { amount: 10.5, content: 'NM-1' })).toThrow();
    expect(() => buildVietQrPayload(account, { amount: 0, content: 'NM-1' })).toThrow();
  });

  it('renders an SVG', async () => {
    const svg = await renderQrSvg(buildVietQrPayload(account, { amount: 1, content: 'NM-1' }));
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path');
  });
});

describeEachDialect('VietQR account settings', ({ store }) => {
  it('reads the account from private settings, which no public read returns', async () => {
    expect(await getVietQrAccount(store())).toBeNull();
    const values = {
      [VIETQR_SETTING_KEYS.bankBin]: '970436',
      [VIETQR_SETTING_KEYS.accountNumber]: '0011004455667',
      [VIETQR_SETTING_KEYS.accountName]: 'CONG TY CAP TREO NUI MAY',
      [VIETQR_SETTING_KEYS.bankName]: 'Vietcombank',
    };
    for (const [key, value] of Object.entries(values)) {
      await setSetting(store(), { key, value, isPublic: false });
    }
    expect(await getVietQrAccount(store())).toEqual({
      bankBin: '970436',
      accountNumber: '0011004455667',
      accountName: 'CONG TY CAP TREO NUI MAY',
      bankName: 'Vietcombank',
    });
    const publicKeys = (await getPublicSettings(store())).map((setting) => setting.key);
    for (const key of Object.values(VIETQR_SETTING_KEYS)) expect(publicKeys).not.toContain(key);
  });
});
