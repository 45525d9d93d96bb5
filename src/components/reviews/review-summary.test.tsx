/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ReviewSummary, type ReviewSummaryTexts } from './review-summary';

const texts: ReviewSummaryTexts = {
  heading: 'Tổng quan đánh giá',
  average: 'Điểm trung bình',
  averageValue: '0 trên 5',
  stars: '0 trên 5 sao',
  count: 'Chưa có đánh giá nào',
  distributionLabel: 'Phân bố số sao',
  starsRow: (stars) => `${stars} sao`,
  starsRowCount: (stars, count) => `${stars} sao: ${count} đánh giá`,
};
const none = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };

describe('<ReviewSummary>', () => {
  it('shows no average and no stars before the first review, only that there is none', () => {
    render(<ReviewSummary stats={{ average: 0, count: 0, distribution: none }} texts={texts} />);
    expect(screen.queryByText('0 trên 5')).toBeNull();
    expect(screen.queryByText('Điểm trung bình')).toBeNull();
    expect(screen.getByText('Chưa có đánh giá nào')).toBeInTheDocument();
  });

  it('shows the average once there are reviews', () => {
    render(
      <ReviewSummary
        stats={{ average: 4.5, count: 2, distribution: { ...none, 4: 1, 5: 1 } }}
        texts={{ ...texts, averageValue: '4,5 trên 5', count: '2 đánh giá' }}
      />,
    );
    expect(screen.getByText('4,5 trên 5')).toBeInTheDocument();
  });
});
