/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { ProductBrowser, sortProducts } from './product-browser';

const names = ['Chè Shan tuyết', 'Áo thun', 'Bưu thiếp', 'Mật ong', 'Cà phê'];
const items = names.map((name, i) => ({
  id: `p${i}`,
  name,
  price: [300000, 190000, 60000, 150000, 135000][i] ?? 0,
  card: <a href={`/vi/san-pham/p${i}`}>{name}</a>,
}));
const labels = {
  sort: 'Sắp xếp',
  sorts: {
    category: 'Theo danh mục',
    'price-asc': 'Giá: thấp đến cao',
    'price-desc': 'Giá: cao đến thấp',
    name: 'Tên: A–Z',
  },
  showing: 'Hiển thị {shown}/{total} sản phẩm',
  more: 'Xem thêm {count} sản phẩm',
};

const shownNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('ProductBrowser', () => {
  it('pre-renders every product, unsorted and without dead controls, for a page without JavaScript', () => {
    const html = renderToString(
      <ProductBrowser locale="vi" items={items} pageSize={2} labels={labels} />,
    );
    for (const name of names) expect(html).toContain(name);
    expect(html).toContain('Hiển thị 5/5 sản phẩm');
    expect(html).not.toContain('<select');
    expect(html).not.toContain('Xem thêm');
  });

  it('once running, shows a page of products and adds the next with "more", focusing the first new one', async () => {
    render(<ProductBrowser locale="vi" items={items} pageSize={2} labels={labels} />);
    expect(shownNames()).toEqual(['Chè Shan tuyết', 'Áo thun']);
    expect(screen.getByRole('status')).toHaveTextContent('Hiển thị 2/5 sản phẩm');

    await userEvent.click(screen.getByRole('button', { name: 'Xem thêm 2 sản phẩm' }));
    expect(shownNames()).toEqual(['Chè Shan tuyết', 'Áo thun', 'Bưu thiếp', 'Mật ong']);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('link', { name: 'Bưu thiếp' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Xem thêm 1 sản phẩm' }));
    expect(shownNames()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /Xem thêm/ })).toBeNull();
  });

  it('sorts by price either way and by Vietnamese name, starting again from the first page', async () => {
    render(<ProductBrowser locale="vi" items={items} pageSize={3} labels={labels} />);
    const select = screen.getByRole('combobox', { name: 'Sắp xếp' });
    await userEvent.selectOptions(select, 'price-asc');
    expect(shownNames()).toEqual(['Bưu thiếp', 'Cà phê', 'Mật ong']);
    await userEvent.selectOptions(select, 'price-desc');
    expect(shownNames()).toEqual(['Chè Shan tuyết', 'Áo thun', 'Mật ong']);
    await userEvent.selectOptions(select, 'name');
    expect(shownNames()).toEqual(['Áo thun', 'Bưu thiếp', 'Cà phê']);
  });

  it('keeps the content order for "by category" and leaves the input untouched', () => {
    const copy = [...items];
    expect(sortProducts(items, 'category', 'vi').map((i) => i.id)).toEqual(copy.map((i) => i.id));
    sortProducts(items, 'price-asc', 'vi');
    expect(items).toEqual(copy);
  });
});
