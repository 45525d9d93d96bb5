/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import vi from '@/messages/vi.json';
import { CodeAndContactFields, readContact } from './code-and-contact';

jest.mock('next-intl', () => jest.requireActual('@/testing/next-intl-test-double'));

describe('<CodeAndContactFields>', () => {
  it('asks for the code and the contact, each error tied to its field', () => {
    render(
      <NextIntlClientProvider locale="vi" messages={vi}>
        <CodeAndContactFields
          code={{ name: 'orderCode', label: 'Mã đơn hàng', hint: '(NM-…)' }}
          errors={{ orderCode: 'Mã đơn hàng không đúng', contact: { key: 'phone' } }}
        />
      </NextIntlClientProvider>,
    );
    const code = screen.getByLabelText(/^Mã đơn hàng/);
    expect(code).toHaveAttribute('autocapitalize', 'characters');
    expect(code).toHaveAccessibleDescription('Mã đơn hàng không đúng');
    expect(screen.getByLabelText(/^Số điện thoại hoặc email/)).toHaveAccessibleDescription(
      vi.Validation.phone,
    );
  });
});

describe('readContact', () => {
  it('reads an email or a phone number from the contact box', async () => {
    const form = new FormData();
    form.set('contact', ' khach@example.com ');
    await expect(readContact(form)).resolves.toEqual({
      ok: true,
      contact: { email: 'khach@example.com' },
    });
    form.set('contact', '');
    await expect(readContact(form)).resolves.toEqual({ ok: false, error: { key: 'required' } });
  });
});
