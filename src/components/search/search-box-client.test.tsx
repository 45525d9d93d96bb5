/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchEntry } from '@/lib/search/match';
import { SearchBoxClient } from './search-box-client';

// Counts the loads of the instant-results module, which must stay out of the page's first load.
const mockSuggestionsLoaded = jest.fn();
jest.mock('./search-suggestions', () => {
  mockSuggestionsLoaded();
  return jest.requireActual('./search-suggestions');
});

const index = [
  searchEntry({
    kind: 'product',
    title: 'Mô hình cabin cáp treo',
    summary: 'Tỉ lệ 1:40',
    url: '/vi/san-pham/mo-hinh',
  }),
  searchEntry({
    kind: 'post',
    title: 'Mùa hoa ban',
    summary: 'Tháng Ba',
    url: '/vi/bai-viet/hoa-ban',
  }),
];

const labels = {
  label: 'Tìm kiếm',
  landmark: 'Tìm nhanh',
  placeholder: 'Tìm sản phẩm',
  submit: 'Tìm',
  loading: 'Đang tải',
  failed: 'Lỗi',
  seeAll: 'Xem tất cả kết quả',
  results: {
    none: 'Không có kết quả cho “{query}”',
    one: '{count} kết quả cho “{query}”',
    many: '{count} kết quả cho “{query}”',
  },
  kinds: { product: 'Sản phẩm', service: 'Dịch vụ', post: 'Bài viết', ticket: 'Vé' },
};

describe('SearchBoxClient', () => {
  // jsdom has no Response: the box only reads `ok`, `status` and `json()`.
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => index }));
  beforeEach(() => {
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('loads the results code and the index only once the visitor uses the box', async () => {
    render(
      <SearchBoxClient action="/vi/tim-kiem" indexUrl="/vi/search/index.json" labels={labels} />,
    );
    expect(mockSuggestionsLoaded).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('searchbox', { name: 'Tìm kiếm' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(mockSuggestionsLoaded).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/vi/search/index.json');
  });

  it('suggests matches typed without diacritics and submits to the results page', async () => {
    render(
      <SearchBoxClient action="/vi/tim-kiem" indexUrl="/vi/search/index.json" labels={labels} />,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'cap treo');
    expect(await screen.findByRole('link', { name: /Mô hình cabin cáp treo/ })).toHaveAttribute(
      'href',
      '/vi/san-pham/mo-hinh',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 kết quả cho “cap treo”');
    // Named apart from the search page's own form, so the two landmarks differ on that page.
    expect(screen.getByRole('search', { name: 'Tìm nhanh' })).toHaveAttribute(
      'action',
      '/vi/tim-kiem',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when the index cannot be loaded', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 503, json: async () => [] });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <SearchBoxClient action="/vi/tim-kiem" indexUrl="/vi/search/index.json" labels={labels} />,
    );
    const box = screen.getByRole('searchbox', { name: 'Tìm kiếm' });
    await userEvent.click(box);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Lỗi'));
    expect(error).toHaveBeenCalledWith('[search] loading the index failed', expect.any(Error));
    error.mockRestore();
  });
});
