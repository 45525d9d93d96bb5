/** @jest-environment jsdom */
import { firstPurchaseReport, recallOrderContact, rememberOrderContact } from './order-contact';

describe('order contact and purchase reports', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the checkout contact for this tab only, per order', () => {
    rememberOrderContact('NM-ABCDEFGH', { phone: '0912345678' });
    expect(recallOrderContact('NM-ABCDEFGH')).toEqual({ phone: '0912345678' });
    expect(recallOrderContact('NM-00000000')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('reads nothing from a damaged entry', () => {
    sessionStorage.setItem('order_contact:NM-ABCDEFGH', '{not json');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(recallOrderContact('NM-ABCDEFGH')).toBeNull();
  });

  it('says yes to the first purchase report of an order and no after a reload', () => {
    expect(firstPurchaseReport('NM-ABCDEFGH')).toBe(true);
    expect(firstPurchaseReport('NM-ABCDEFGH')).toBe(false);
    expect(firstPurchaseReport('NM-12345678')).toBe(true);
  });
});
