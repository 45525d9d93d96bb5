// The console's payment settings (admin.payments.*) on both dialects, through the real router:
// admins only, validation of the VietQR account against the NAPAS list, every change audited,
// and checkout's method list and order placing following the switches at once.
import { holderName } from '@/lib/admin/payment-settings-schema';
import { placeTestOrder } from '@/testing/goods-orders';
import { getVietQrAccount } from '../../services/payments/vietqr/vietqr';
import { accountWithRole, codeOf, operatorCaller, refusalOf } from '@/testing/operators';
import { callerFor, describeEachDialect } from '@/testing/stores';

const allOn = {
  goods: { cod: true, payos: true, vnpay: true, momo: true, vietqr: true },
  tickets: { payos: true, vnpay: true, momo: true, vietqr: true },
};
const account = {
  bankBin: '970436',
  accountNumber: '0011004455667',
  accountName: 'Công ty Cáp treo Núi Mây',
};

describe('holder names', () => {
  it('writes a holder as banks print it', () => {
    expect(holderName('  Công ty  Cáp treo Núi Mây ')).toBe('CONG TY CAP TREO NUI MAY');
    expect(holderName('Đặng Thị Ánh')).toBe('DANG THI ANH');
  });
});

describeEachDialect('admin payment settings', ({ store }) => {
  async function admin() {
    return operatorCaller(store(), await accountWithRole(store(), 'admin'));
  }

  it('is for admins only: staff and visitors are refused both procedures', async () => {
    const staff = await operatorCaller(store(), await accountWithRole(store(), 'staff'));
    expect(await codeOf(staff.admin.payments.getSettings())).toBe('FORBIDDEN');
    expect(await codeOf(staff.admin.payments.setSettings({ methods: allOn, vietqr: null }))).toBe(
      'FORBIDDEN',
    );
    const visitor = await callerFor(store());
    expect(await codeOf(visitor.admin.payments.getSettings())).toBe('UNAUTHORIZED');
  });

  it('stores the VietQR account from the NAPAS list, audited with before and after', async () => {
    const caller = await admin();
    const empty = await caller.admin.payments.getSettings();
    expect(empty).toMatchObject({ methods: allOn, vietqr: null });
    expect(empty.configured).toMatchObject({ cod: true, vietqr: false });
    expect(empty.banks).toContainEqual(
      expect.objectContaining({ bin: '970436', shortName: 'Vietcombank' }),
    );
    expect(await caller.admin.payments.setSettings({ methods: allOn, vietqr: account })).toEqual({
      changed: true,
    });
    expect(await getVietQrAccount(store())).toEqual({
      bankBin: '970436',
      accountNumber: '0011004455667',
      accountName: 'CONG TY CAP TREO NUI MAY',
      bankName: 'Vietcombank',
    });
    const after = await caller.admin.payments.getSettings();
    expect(after.configured.vietqr).toBe(true);
    expect(after.vietqr).toEqual({
      bankBin: '970436',
      accountNumber: '0011004455667',
      accountName: 'CONG TY CAP TREO NUI MAY',
    });
    // The same again changes nothing and writes no second entry.
    expect(await caller.admin.payments.setSettings({ methods: allOn, vietqr: account })).toEqual({
      changed: false,
    });
    const entries = (await caller.admin.audit.list({ targetType: 'setting' })).entries.filter(
      (entry) => entry.action === 'payments.settings.set',
    );
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0])).toContain('0011004455667');
    // Private: no public read returns the account.
    const visitor = await callerFor(store());
    expect(JSON.stringify(await visitor.settings.getPublicSettings())).not.toContain(
      '0011004455667',
    );
  });

  it('refuses a bank off the NAPAS list, a malformed account number or holder', async () => {
    const caller = await admin();
    const before = await getVietQrAccount(store());
    const set = (vietqr: typeof account) =>
      refusalOf(caller.admin.payments.setSettings({ methods: allOn, vietqr }));
    expect(await set({ ...account, bankBin: '123456' })).toBe('payment-bank');
    expect(await set({ ...account, bankBin: '97043' })).toBe('payment-bank');
    expect(await set({ ...account, accountNumber: '0011 0044' })).toBe('payment-account-number');
    expect(await set({ ...account, accountNumber: '12345' })).toBe('payment-account-number');
    expect(await set({ ...account, accountName: 'A' })).toBe('payment-account-name');
    expect(await set({ ...account, accountName: 'Núi Mây <script>' })).toBe('payment-account-name');
    expect(await getVietQrAccount(store())).toEqual(before);
  });

  it('switches a method off for goods only: the list and placing an order follow at once', async () => {
    const caller = await admin();
    const visitor = await callerFor(store());
    await caller.admin.payments.setSettings({ methods: allOn, vietqr: account });
    expect(await visitor.checkout.getPaymentMethods({ kind: 'goods' })).toEqual([
      { id: 'cod' },
      { id: 'vietqr' },
    ]);
    await caller.admin.payments.setSettings({
      methods: { ...allOn, goods: { ...allOn.goods, cod: false } },
      vietqr: account,
    });
    expect(await visitor.checkout.getPaymentMethods({ kind: 'goods' })).toEqual([{ id: 'vietqr' }]);
    expect(await visitor.checkout.getPaymentMethods({ kind: 'tickets' })).toEqual([
      { id: 'vietqr' },
    ]);
    await expect(placeTestOrder(store(), 'cod', 1)).rejects.toThrow();
    await caller.admin.payments.setSettings({
      methods: { ...allOn, tickets: { ...allOn.tickets, vietqr: false } },
      vietqr: account,
    });
    expect(await visitor.checkout.getPaymentMethods({ kind: 'tickets' })).toEqual([]);
    expect((await placeTestOrder(store(), 'cod', 1)).status).toBe('confirmed');
    // Without an account VietQR is not offered, whatever its switch says.
    await caller.admin.payments.setSettings({ methods: allOn, vietqr: null });
    expect(await visitor.checkout.getPaymentMethods({ kind: 'goods' })).toEqual([{ id: 'cod' }]);
  });
});
