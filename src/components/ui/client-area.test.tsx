/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { ClientArea, useStartupTask } from './client-area';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function Starts({ task }: { task: Promise<unknown> }) {
  const register = useStartupTask();
  useEffect(() => {
    register(task);
  }, [register, task]);
  return <p>Giỏ hàng</p>;
}

const flush = () => act(async () => undefined);

describe('<ClientArea> loading overlay', () => {
  it('covers the area until its start-up finishes', async () => {
    let finish = () => undefined as void;
    const task = new Promise<void>((resolve) => (finish = resolve));
    render(
      <ClientArea loadingLabel="Loading...">
        <Starts task={task} />
      </ClientArea>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(async () => finish());
    await flush();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('is hidden when start-up fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const task = Promise.reject(new Error('cart init failed'));
    render(
      <ClientArea loadingLabel="Loading...">
        <Starts task={task} />
      </ClientArea>,
    );
    await flush();
    await flush();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('gives up after 5000 ms at most', async () => {
    const never = new Promise(() => undefined);
    render(
      <ClientArea loadingLabel="Loading...">
        <Starts task={never} />
      </ClientArea>,
    );
    await act(async () => {
      jest.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await flush();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
