/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
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

describe('<ClientArea reserveIf>', () => {
  const check = { storage: 'localStorage', key: 'cart_line_count' } as const;

  /** Runs the area's server HTML in the document as a browser parsing it would, script and all. */
  function parseServerHtml(html: string): HTMLElement {
    const host = document.createElement('div');
    document.body.append(host);
    const template = document.createElement('template');
    template.innerHTML = html;
    for (const script of template.content.querySelectorAll('script')) {
      const live = document.createElement('script');
      live.textContent = script.textContent;
      script.replaceWith(live);
    }
    // Scripts in a template do not run; moved into the document they do, in order.
    host.append(...template.content.childNodes);
    return host.firstElementChild as HTMLElement;
  }

  afterEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('keeps the room when this browser holds the value', () => {
    localStorage.setItem('cart_line_count', '2');
    const html = renderToString(
      <ClientArea loadingLabel="Loading..." reserveIf={check}>
        <p>Giỏ hàng</p>
      </ClientArea>,
    );
    const area = parseServerHtml(html);
    expect(area).toHaveClass('min-h-[60dvh]');
    expect(area).not.toHaveAttribute('data-room');
  });

  it.each([[null], ['0']])('gives up the room when the value is %p', (stored) => {
    if (stored !== null) localStorage.setItem('cart_line_count', stored);
    const html = renderToString(
      <ClientArea loadingLabel="Loading..." reserve="screen" reserveIf={check}>
        <p>Giỏ hàng</p>
      </ClientArea>,
    );
    expect(parseServerHtml(html)).toHaveAttribute('data-room', 'none');
  });

  it('keeps the room for a cart held by its cookie that this browser never counted', () => {
    document.cookie = 'cart_session_id=guest_abc; path=/';
    const withCookie = { ...check, orCookie: 'cart_session_id' };
    const html = renderToString(
      <ClientArea loadingLabel="Loading..." reserveIf={withCookie}>
        <p>Giỏ hàng</p>
      </ClientArea>,
    );
    expect(parseServerHtml(html)).not.toHaveAttribute('data-room');
    // Counted empty since: the count wins over the cookie.
    localStorage.setItem('cart_line_count', '0');
    expect(parseServerHtml(html)).toHaveAttribute('data-room', 'none');
    document.cookie = 'cart_session_id=; path=/; max-age=0';
  });

  it('renders no script in the browser, where React would not run it', async () => {
    const { container } = render(
      <ClientArea loadingLabel="Loading..." reserveIf={check}>
        <p>Giỏ hàng</p>
      </ClientArea>,
    );
    expect(container.querySelector('script')).toBeNull();
    await flush();
  });
});
