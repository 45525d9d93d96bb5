/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analytics } from '@/lib/analytics/events';
import { loadBuyState, addToCart } from '@/lib/cart/buy-actions';
import { toast } from '@/lib/toast';
import { AddToCart, type AddToCartLabels } from './add-to-cart';

jest.mock('@/lib/cart/buy-actions', () => ({
  loadBuyState: jest.fn(),
  addToCart: jest.fn(),
}));
jest.mock('@/lib/analytics/events', () => ({ analytics: { viewItem: jest.fn() } }));
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
  notEnoughLeft:
    'Không thêm được: chỉ còn {count} sản phẩm, tính cả số đã có trong giỏ hàng của bạn.',
};

const item = { sku: 'NM-KEY-YEL', name: 'Móc khóa cabin', price: 45_000, stock: 3 };
const loadState = jest.mocked(loadBuyState);
const add = jest.mocked(addToCart);

function renderLeaf(props: Partial<Parameters<typeof AddToCart>[0]> = {}) {
  return render(
    <AddToCart
      item={item}
      skus={['NM-KEY-YEL']}
      enabled
      cartHref="/vi/cart"
      labels={labels}
      {...props}
    />,
  );
}

describe('AddToCart', () => {
  beforeEach(() => jest.clearAllMocks());

  it('offers 1 to the stock left that the page says, with no call before a click', async () => {
    renderLeaf();
    expect(screen.getByText('Còn 3 sản phẩm')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeEnabled();
    const more = screen.getByRole('button', { name: 'Tăng số lượng' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(screen.getByRole('spinbutton', { name: 'Số lượng' })).toHaveValue(3);
    expect(more).toBeDisabled();
    await waitFor(() =>
      expect(analytics.viewItem).toHaveBeenCalledWith(
        expect.objectContaining({ item_id: 'NM-KEY-YEL' }),
      ),
    );
    expect(loadState).not.toHaveBeenCalled();
  });

  it('says the cart is disabled when the switch is off', () => {
    renderLeaf({ enabled: false });
    expect(screen.getByText(labels.disabled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeDisabled();
  });

  it('says no variant matches when the options choose none', () => {
    renderLeaf({ item: null });
    expect(screen.getByText(labels.noVariant)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeDisabled();
  });

  it('is out of stock when the store has none left', () => {
    renderLeaf({ item: { ...item, stock: 0 } });
    expect(screen.getByText('Hết hàng')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeDisabled();
  });

  it('adds the chosen quantity and links to the cart', async () => {
    add.mockResolvedValue({ ok: true, quantity: 2 });
    renderLeaf();
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

  it('when others bought the last units meanwhile, reads the stock again and says so', async () => {
    add.mockResolvedValue({ ok: false, reason: 'conflict' });
    loadState.mockResolvedValue({ enabled: true, left: { 'NM-KEY-YEL': 0 } });
    renderLeaf();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    expect(await screen.findByText('Hết hàng')).toBeInTheDocument();
    expect(loadState).toHaveBeenCalledWith(['NM-KEY-YEL']);
    expect(screen.queryByText(/^Còn \d+ sản phẩm$/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeDisabled();
  });

  it('when the cart already holds every unit left, never says "Hết hàng" beside the stock left', async () => {
    add.mockResolvedValue({ ok: false, reason: 'conflict' });
    loadState.mockResolvedValue({ enabled: true, left: { 'NM-KEY-YEL': 20 } });
    const heard = jest.fn();
    renderLeaf({ item: { ...item, stock: 20 }, onStockRead: heard });
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    expect(
      await screen.findByText(
        'Không thêm được: chỉ còn 20 sản phẩm, tính cả số đã có trong giỏ hàng của bạn.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Còn 20 sản phẩm')).toBeInTheDocument();
    expect(screen.queryByText('Hết hàng')).toBeNull();
    expect(heard).toHaveBeenCalledWith({ 'NM-KEY-YEL': 20 });
  });

  it('when the switch went off since the page was made, says so at the click', async () => {
    add.mockResolvedValue({ ok: false, reason: 'disabled' });
    renderLeaf();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    expect(await screen.findByText(labels.disabled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeDisabled();
  });

  it('a priced service needs its date before it can be added', async () => {
    const { rerender } = renderLeaf({ skus: [], needsDate: true });
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeDisabled();
    expect(screen.queryByText(/^Còn/)).toBeNull();
    rerender(
      <AddToCart
        item={item}
        skus={[]}
        enabled
        cartHref="/vi/cart"
        labels={labels}
        needsDate
        serviceDate="2030-01-02"
      />,
    );
    expect(await screen.findByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeEnabled();
  });
});
