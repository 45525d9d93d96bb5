/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VariantPicker } from './variant-picker';

const labels = {
  price: 'Giá',
  inStock: 'Còn hàng',
  lowStock: 'Sắp hết hàng',
  outOfStock: 'Hết hàng',
  noVariant: 'Không có phiên bản phù hợp',
  availability: 'Tình trạng',
};

const options = [
  {
    id: 'size',
    name: 'Kích cỡ',
    values: [
      { id: 's', label: 'S' },
      { id: 'm', label: 'M' },
    ],
  },
  {
    id: 'color',
    name: 'Màu',
    values: [
      { id: 'white', label: 'Trắng' },
      { id: 'navy', label: 'Xanh than' },
    ],
  },
];

const variants = [
  { sku: 'TEE-S-W', values: { size: 's', color: 'white' }, price: 190000, stock: 20 },
  { sku: 'TEE-M-W', values: { size: 'm', color: 'white' }, price: 200000, stock: 3 },
  { sku: 'TEE-S-N', values: { size: 's', color: 'navy' }, price: 190000, stock: 0 },
];

describe('VariantPicker', () => {
  it('shows the price and stock of the variant chosen with the radios, never its internal SKU', async () => {
    render(
      <VariantPicker
        locale="vi"
        options={options}
        variants={variants}
        initial={{ size: 's', color: 'white' }}
        labels={labels}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('190.000đ');
    expect(status).not.toHaveTextContent('TEE-S-W');
    expect(status).not.toHaveTextContent('SKU');
    expect(status).toHaveTextContent('Còn hàng');

    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    expect(status).toHaveTextContent('200.000đ');
    expect(status).toHaveTextContent('Sắp hết hàng');

    await userEvent.click(screen.getByRole('radio', { name: 'S' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Xanh than' }));
    expect(status).toHaveTextContent('190.000đ');
    expect(status).toHaveTextContent('Hết hàng');
    expect(status).not.toHaveTextContent('TEE-S-N');
  });

  it('says so when no variant matches the combination', async () => {
    render(
      <VariantPicker
        locale="en"
        options={options}
        variants={variants}
        initial={{ size: 's', color: 'white' }}
        labels={labels}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Xanh than' }));
    expect(screen.getByRole('status')).toHaveTextContent('Không có phiên bản phù hợp');
  });
});
