/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { StoreFacts } from './store-facts';

const site = {
  shipping: {
    freeFromVnd: 500000,
    flatFeeVnd: 30000,
    handlingDays: [0, 1] as [number, number],
    transitDays: [1, 5] as [number, number],
    text: 'Miễn phí vận chuyển cho đơn hàng từ 500.000đ',
  },
  delivery: 'Giao hàng trong 24 giờ tại địa phương, 2–5 ngày trên toàn quốc',
};
const labels = {
  title: 'Cam kết của cửa hàng',
  warranty: 'Bảo hành 12 tháng',
  returns: 'Đổi trả trong 7 ngày nếu lỗi do nhà sản xuất',
};

describe('StoreFacts', () => {
  it('leaves the warranty out for a product content does not cover (honey, coffee)', () => {
    render(<StoreFacts site={site} warranty={false} labels={labels} />);
    const facts = screen.getByRole('region', { name: labels.title });
    expect(facts).toHaveTextContent('Miễn phí vận chuyển');
    expect(facts).toHaveTextContent(labels.returns);
    expect(facts).not.toHaveTextContent('Bảo hành');
  });

  it('promises the warranty on a product whose content grants it', () => {
    render(<StoreFacts site={site} warranty labels={labels} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain(
      'Bảo hành 12 tháng',
    );
  });
});
