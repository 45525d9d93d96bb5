/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadBuyState, addToCart, viewItem } from '@/lib/cart/buy-actions';
import { toast } from '@/lib/toast';
import { AddToCart, type AddToCartLabels } from './add-to-cart';

jest.mock('@/lib/cart/buy-actions', () => ({
  loadBuyState: jest.fn(),
  addToCart: jest.fn(),
  viewItem: jest.fn(),
}));
jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const labels: AddToCartLabels = {
  quantity: 'Số lượng',
  decrease: 'Giảm số lượng',
  increase: 'Tăng số lượng',
  addToCart: 'Thêm vào giỏ hàng',
  adding: 'Đang thêm…',
  added: 'Đã thêm {name} vào giỏ hàng',
  viewCart: 'Xem giỏ hàng',
  disabled: 'Tính năng đặt mua trực tuyến đang tạm ngừng.',
  noVariant: 'Không có phiên bản phù hợp',
  outOfStock: 'Hết hàng',
  notFound: 'Không tìm thấy',
  addError: 'Không thể thêm vào giỏ hàng.',
  stockLeft: 'Còn {count} sản phẩm',
};

const item = { sku: 'NM-KEY-YEL', name: 'Móc khóa cabin', price: 45_000, stock: 200 };
const loadState = jest.mocked(loadBuyState);
const add = jest.mocked(addToCart);

function renderLeaf(props: Partial<Parameters<typeof AddToCart>[0]> = {}) {
  return render(
    <AddToCart item={item} skus={['NM-KEY-YEL']} cartHref="/vi/cart" labels={labels} {...props} />,
  );
}

describe('AddToCart', () => {
  beforeEach(() => jest.clearAllMocks());

  it('waits disabled until the switch and the stock are read, then offers 1 to stock left', async () => {
    loadState.mockResolvedValue({ enabled: true, left: { 'NM-KEY-YEL': 3 } });
    renderLeaf();
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeDisabled();
    expect(await screen.findByText('Còn 3 sản phẩm')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeEnabled();
    const more = screen.getByRole('button', { name: 'Tăng số lượng' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(screen.getByRole('spinbutton', { name: 'Số lượng' })).toHaveValue(3);
    expect(more).toBeDisabled();
    expect(viewItem).toHaveBeenCalledWith(expect.objectContaining({ item_id: 'NM-KEY-YEL' }));
  });

  it('says the cart is disabled when the switch is off', async () => {
    loadState.mockResolvedValue({ enabled: false, left: null });
    renderLeaf();
    expect(await screen.findByText(labels.disabled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeDisabled();
  });

  it('says no variant matches when the options choose none', async () => {
    loadState.mockResolvedValue({ enabled: true, left: null });
    renderLeaf({ item: null });
    expect(await screen.findByText(labels.noVariant)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeDisabled();
  });

  it('is out of stock when the store has none left, whatever content says', async () => {
    loadState.mockResolvedValue({ enabled: true, left: { 'NM-KEY-YEL': 0 } });
    renderLeaf();
    expect(await screen.findByText('Hết hàng')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeDisabled();
  });

  it('adds the chosen quantity and links to the cart', async () => {
    loadState.mockResolvedValue({ enabled: true, left: { 'NM-KEY-YEL': 10 } });
    add.mockResolvedValue({ ok: true, quantity: 2 });
    renderLeaf();
    await screen.findByText('Còn 10 sản phẩm');
    await userEvent.click(screen.getByRole('button', { name: 'Tăng số lượng' }));
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    expect(add).toHaveBeenCalledWith(
      { sku: 'NM-KEY-YEL', quantity: 2 },
      expect.objectContaining({ item_id: 'NM-KEY-YEL', price: 45_000 }),
    );
    expect(await screen.findByRole('link', { name: 'Xem giỏ hàng' })).toHaveAttribute(
      'href',
      '/vi/cart',
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Đã thêm Móc khóa cabin vào giỏ hàng'),
    );
  });

  it('a priced service needs its date before it can be added', async () => {
    loadState.mockResolvedValue({ enabled: true, left: null });
    const { rerender } = renderLeaf({ skus: [], needsDate: true });
    await waitFor(() => expect(loadState).toHaveBeenCalled());
    // Let the loaded state land: then only the missing date keeps the button disabled.
    await act(() => Promise.resolve());
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeDisabled();
    rerender(
      <AddToCart
        item={item}
        skus={[]}
        cartHref="/vi/cart"
        labels={labels}
        needsDate
        serviceDate="2030-01-02"
      />,
    );
    expect(await screen.findByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeEnabled();
  });
});
