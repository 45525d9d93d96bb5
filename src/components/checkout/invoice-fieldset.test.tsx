/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import vi from '@/messages/vi.json';
import { InvoiceFieldset } from './invoice-fieldset';

jest.mock('next-intl', () => jest.requireActual('@/testing/next-intl-test-double'));

const t = vi.Checkout;

function renderFieldset() {
  const { container } = render(
    <NextIntlClientProvider locale="vi" messages={vi}>
      <form>
        <InvoiceFieldset errors={{ 'invoice.taxCode': { key: 'taxCode' } }} />
      </form>
    </NextIntlClientProvider>,
  );
  const names = () =>
    Array.from(container.querySelectorAll('input:not([type=checkbox]):not([type=radio])')).map(
      (input) => input.getAttribute('name'),
    );
  return { names };
}

describe('the e-invoice request', () => {
  it('asks a company for its name, tax code, invoice email and address', () => {
    const { names } = renderFieldset();
    expect(names()).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: t.invoiceRequest }));
    expect(names()).toEqual([
      'invoice.companyName',
      'invoice.taxCode',
      'invoice.email',
      'invoice.address',
    ]);
    const taxCode = screen.getByLabelText(t.taxCode);
    expect(taxCode).toHaveAttribute('inputmode', 'numeric');
    expect(taxCode).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(t.companyName)).toHaveAttribute('autocomplete', 'organization');
  });

  it('asks a person for a citizen ID, the name on it and an email, keeping only the email', () => {
    const { names } = renderFieldset();
    fireEvent.click(screen.getByRole('checkbox', { name: t.invoiceRequest }));
    fireEvent.change(screen.getByLabelText(t.taxCode), { target: { value: '0101234567' } });
    fireEvent.change(screen.getByLabelText(t.invoiceEmail), {
      target: { value: 'ketoan@example.vn' },
    });
    fireEvent.click(screen.getByRole('radio', { name: t.invoicePerson }));
    expect(names()).toEqual(['invoice.citizenId', 'invoice.fullName', 'invoice.email']);
    expect(screen.getByLabelText(t.citizenId)).toHaveAccessibleDescription(t.citizenIdNote);
    expect(screen.getByLabelText(t.invoiceFullName)).toHaveValue('');
    expect(screen.getByLabelText(t.invoiceEmail)).toHaveValue('ketoan@example.vn');
  });
});
