/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ActionOutcome, useActionOutcome } from './action-outcome';

function Harness({ settled }: { settled: () => void }) {
  const outcome = useActionOutcome(settled);
  return (
    <>
      <button type="button" onClick={() => outcome.done('Đã lưu')}>
        done
      </button>
      <button type="button" onClick={() => outcome.failed('Không lưu được')}>
        fail
      </button>
      <ActionOutcome notice={outcome.notice} alert={outcome.alert} />
    </>
  );
}

describe('useActionOutcome with <ActionOutcome>', () => {
  it('shows a notice or an alert in place of the other, and reloads after each', () => {
    const settled = jest.fn();
    render(<Harness settled={settled} />);
    fireEvent.click(screen.getByRole('button', { name: 'done' }));
    expect(screen.getByRole('status')).toHaveTextContent('Đã lưu');
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Không lưu được');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'done' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(settled).toHaveBeenCalledTimes(3);
  });
});
