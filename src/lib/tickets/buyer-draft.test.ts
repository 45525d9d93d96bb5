/** @jest-environment jsdom */
import { BUYER_DRAFT_KEY, clearBuyerDraft, loadBuyerDraft, saveBuyerDraft } from './buyer-draft';

function form(fields: Record<string, string>): HTMLFormElement {
  const element = document.createElement('form');
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    element.append(input);
  }
  return element;
}

describe('the ticket checkout’s buyer draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the buyer’s name, phone and email for this tab, nothing else', () => {
    saveBuyerDraft(
      form({
        fullName: 'Đỗ Minh Khang',
        phone: '0912345678',
        email: 'k@example.vn',
        voucherCode: 'X',
      }),
    );
    expect(loadBuyerDraft()).toEqual({
      fullName: 'Đỗ Minh Khang',
      phone: '0912345678',
      email: 'k@example.vn',
    });
    clearBuyerDraft();
    expect(loadBuyerDraft()).toEqual({});
  });

  it('ignores what it did not write', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStorage.setItem(BUYER_DRAFT_KEY, '{not json');
    expect(loadBuyerDraft()).toEqual({});
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    sessionStorage.setItem(BUYER_DRAFT_KEY, JSON.stringify({ fullName: 7, email: 'a@b.vn' }));
    expect(loadBuyerDraft()).toEqual({ email: 'a@b.vn' });
  });
});
