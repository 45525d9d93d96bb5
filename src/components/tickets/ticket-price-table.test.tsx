/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { TicketPriceTable } from './ticket-price-table';

const labels = {
  caption: 'Bảng giá vé cáp treo khứ hồi (VND)',
  ticketType: 'Loại vé',
  audience: 'Đối tượng',
  price: 'Giá/vé',
  tierDiscounts: 'Giảm giá theo số lượng',
  noTiers: 'Không áp dụng',
  book: 'Đặt vé',
  bookType: (name: string) => `Đặt vé: ${name}`,
};
const rows = [
  {
    id: 've-nguoi-lon',
    name: 'Vé người lớn',
    href: '/vi/tickets/ve-nguoi-lon',
    bookHref: '/vi/dat-ve?type=ve-nguoi-lon&qty=1',
    audience: 'Từ 1,4 m trở lên',
    price: '350.000đ',
    tiers: ['Từ 10 vé: giảm 5% (còn 332.500đ/vé)'],
  },
  {
    id: 've-tre-em',
    name: 'Vé trẻ em',
    href: '/vi/tickets/ve-tre-em',
    bookHref: '/vi/dat-ve?type=ve-tre-em&qty=1',
    price: '250.000đ',
    tiers: [],
  },
];

describe('TicketPriceTable', () => {
  it('gives each ticket a phone card with its whole price and its discounts under their label', () => {
    render(<TicketPriceTable rows={rows} labels={labels} />);
    const cards = within(screen.getByRole('region', { name: labels.caption })).getAllByRole(
      'listitem',
    );
    const adult = cards.find((card) => card.textContent?.includes('Vé người lớn'));
    expect(adult).toBeDefined();
    const card = within(adult as HTMLElement);
    expect(card.getByRole('link', { name: 'Vé người lớn' })).toHaveAttribute(
      'href',
      '/vi/tickets/ve-nguoi-lon',
    );
    expect(card.getByText('Giá/vé').nextElementSibling).toHaveTextContent('350.000đ');
    expect(card.getByText('Giảm giá theo số lượng').nextElementSibling).toHaveTextContent(
      'Từ 10 vé: giảm 5% (còn 332.500đ/vé)',
    );
    expect(card.getByRole('link', { name: 'Đặt vé: Vé người lớn' })).toHaveAttribute(
      'href',
      '/vi/dat-ve?type=ve-nguoi-lon&qty=1',
    );
    const child = within(cards.find((c) => c.textContent?.includes('Vé trẻ em')) as HTMLElement);
    expect(child.getByText('Giảm giá theo số lượng').nextElementSibling).toHaveTextContent(
      'Không áp dụng',
    );
  });

  it('keeps the table with the same figures and a booking link per row for wider screens', () => {
    render(<TicketPriceTable rows={rows} labels={labels} />);
    const table = screen.getByRole('table', { name: labels.caption });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Loại vé', 'Đối tượng', 'Giá/vé', 'Giảm giá theo số lượng', 'Đặt vé']);
    const adultRow = within(table).getByRole('row', { name: /Vé người lớn/ });
    expect(adultRow).toHaveTextContent('350.000đ');
    expect(adultRow).toHaveTextContent('giảm 5%');
    expect(within(adultRow).getByRole('link', { name: 'Đặt vé: Vé người lớn' })).toHaveAttribute(
      'href',
      '/vi/dat-ve?type=ve-nguoi-lon&qty=1',
    );
  });
});
