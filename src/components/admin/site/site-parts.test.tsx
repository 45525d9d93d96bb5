/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { ManagerSection, useSiteAction } from './site-parts';

jest.mock('next-intl', () => jest.requireActual('@/testing/next-intl-test-double'));

function refused(reason: string) {
  const data = { code: 'CONFLICT', httpStatus: 409, details: { reason } };
  return new TRPCClientError('Tiếng Việt của máy chủ', {
    result: { error: { code: -32009, message: 'Tiếng Việt của máy chủ', data } },
  } as ConstructorParameters<typeof TRPCClientError>[1]);
}

function Harness({ step }: { step: () => Promise<string> }) {
  const action = useSiteAction(() => undefined);
  return (
    <ManagerSection id="things" heading="Things" action={action}>
      <button type="button" disabled={action.busy} onClick={() => void action.run(step)}>
        Go
      </button>
    </ManagerSection>
  );
}

function renderHarness(step: () => Promise<string>) {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <Harness step={step} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('a site manager section with its step outcome', () => {
  it('is a region named by its heading, busy while a step runs, then says the outcome', async () => {
    let finish: (text: string) => void = () => undefined;
    renderHarness(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(screen.getByRole('region', { name: 'Things' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
    await act(async () => finish('Saved.'));
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(screen.getByRole('button', { name: 'Go' })).toBeEnabled();
  });

  it("says a refusal by its key in the console's words, or the shared ones", async () => {
    renderHarness(() => Promise.reject(refused('redirect-exists')));
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      en.AdminSite.refusals['redirect-exists'],
    );
  });

  it("never shows the server's sentence for a key the console does not explain", async () => {
    renderHarness(() => Promise.reject(refused('rate-limited')));
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.Refusals['rate-limited']);
    expect(screen.queryByText('Tiếng Việt của máy chủ')).not.toBeInTheDocument();
  });
});
