/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import vi from '@/messages/vi.json';
import { RefundDesk } from './refund-desk';

jest.mock('next-intl', () => jest.requireActual('@/testing/next-intl-test-double'));

// The desk talks to the server only through these procedures; each answers from `request` and
// records the mutations it is asked to run, so the test sees exactly what would reach the server.
const calls: { procedure: string; input: unknown }[] = [];
/** The request as `admin.refunds.get` answers it (its shape is the server's `RefundDetail`). */
let request: Record<string, unknown>;
const query = (key: string, answer: () => unknown) => ({
  queryOptions: (input: unknown) => ({
    queryKey: ['admin', 'refunds', key, input],
    queryFn: () => Promise.resolve(answer()),
  }),
});
const mutation = (procedure: string, after: () => void) => ({
  mutationOptions: (options: object) => ({
    ...options,
    mutationFn: (input: unknown) => {
      calls.push({ procedure, input });
      after();
      // Each mutation answers the request as it now stands, as the server does.
      return Promise.resolve(request);
    },
  }),
});
jest.mock('@/lib/trpc/react', () => ({
  useTRPC: () => ({
    admin: {
      refunds: {
        pathKey: () => [['admin', 'refunds']],
        list: query('list', () => [request]),
        get: query('get', () => request),
        exchanges: query('exchanges', () => []),
        approve: mutation('approve', () => (request = { ...request, status: 'approved' })),
        reject: mutation('reject', () => (request = { ...request, status: 'rejected' })),
        markRefunded: mutation(
          'markRefunded',
          () => (request = { ...request, status: 'refunded' }),
        ),
      },
    },
  }),
}));

const t = vi.AdminRefunds;

function renderDesk() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="vi" messages={vi}>
        <RefundDesk locale="vi" />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

async function openRequest() {
  renderDesk();
  fireEvent.click(await screen.findByRole('button', { name: 'Xử lý đơn DH-REFUND-1' }));
  return screen.findByRole('heading', { name: 'Yêu cầu hoàn tiền đơn DH-REFUND-1' });
}

beforeEach(() => {
  calls.length = 0;
  request = {
    id: 'req-1',
    orderCode: 'DH-REFUND-1',
    orderKind: 'tickets',
    status: 'requested',
    reason: 'Đổi kế hoạch',
    contactEmail: 'khach@example.com',
    contactPhone: '0901234567',
    totalAmount: 490000,
    paymentStatus: 'paid',
    createdAt: '2026-11-20T03:00:00.000Z',
    decidedAt: null,
    note: null,
    amount: null,
    method: null,
    reference: null,
    refundDue: false,
    paidAmount: 490000,
    lines: [],
    requestedSkus: null,
    requestedCodes: null,
    dueAmount: null,
    refundableAmount: 490000,
    tickets: [],
  };
});

describe('the refund desk asks before it acts', () => {
  it('approves only after the second yes, and "Quay lại" sends nothing', async () => {
    await openRequest();
    fireEvent.click(screen.getByRole('button', { name: t.approve }));
    const ask = screen.getByRole('group', {
      name: t.approveConfirm.replace('{code}', 'DH-REFUND-1'),
    });
    expect(within(ask).getByText(/Không thể hoàn tác/)).toHaveFocus();
    expect(screen.getByRole('button', { name: t.approve })).toBeDisabled();
    fireEvent.click(within(ask).getByRole('button', { name: t.confirmNo }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    fireEvent.change(screen.getByLabelText(t.note), { target: { value: 'Hoàn theo chính sách' } });
    fireEvent.click(screen.getByRole('button', { name: t.approve }));
    fireEvent.click(screen.getByRole('button', { name: t.approveYes }));
    await waitFor(() =>
      expect(calls).toEqual([
        { procedure: 'approve', input: { id: 'req-1', note: 'Hoàn theo chính sách' } },
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(t.approved);
  });

  it('records a refund only after the operator confirms its amount, method and reference', async () => {
    request = { ...request, status: 'approved' };
    await openRequest();
    fireEvent.change(screen.getByLabelText(t.amount), { target: { value: '200.000' } });
    fireEvent.change(screen.getByLabelText(t.reference), { target: { value: 'FT-0001' } });
    fireEvent.click(screen.getByRole('button', { name: t.markRefunded }));
    const ask = screen.getByRole('group', {
      name: /Ghi nhận đã hoàn 200\.000.*FT-0001.*DH-REFUND-1/,
    });
    expect(ask).toHaveTextContent('Chuyển khoản ngân hàng');
    expect(calls).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: t.refundYes }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          procedure: 'markRefunded',
          input: {
            id: 'req-1',
            amount: 200000,
            reference: 'FT-0001',
            method: 'bank-transfer',
            note: undefined,
          },
        },
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(t.refunded);
  });

  it('asks about, and reports, only the tickets a buyer gave back', async () => {
    request = {
      ...request,
      status: 'approved',
      requestedCodes: ['VE-AAAAAAAAAA'],
      dueAmount: 250000,
      refundableAmount: 250000,
    };
    await openRequest();
    expect(screen.getByText(/Khách trả lại vé: VE-AAAAAAAAAA/)).toHaveTextContent('250.000');
    fireEvent.change(screen.getByLabelText(t.reference), { target: { value: 'FT-0002' } });
    fireEvent.click(screen.getByRole('button', { name: t.markRefunded }));
    const ask = screen.getByRole('group', { name: /Chỉ các vé VE-AAAAAAAAAA bị thu hồi/ });
    fireEvent.click(within(ask).getByRole('button', { name: t.refundYes }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Vé VE-AAAAAAAAAA đã bị thu hồi, những vé khác của đơn vẫn dùng được',
    );
  });

  it('rejects only after the second yes, with the note it asked for', async () => {
    await openRequest();
    fireEvent.change(screen.getByLabelText(t.note), { target: { value: 'Quá hạn đổi trả' } });
    fireEvent.click(screen.getByRole('button', { name: t.reject }));
    const ask = screen.getByRole('group', {
      name: t.rejectConfirm.replace('{code}', 'DH-REFUND-1'),
    });
    expect(calls).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: t.rejectYes }));
    await waitFor(() =>
      expect(calls).toEqual([
        { procedure: 'reject', input: { id: 'req-1', note: 'Quá hạn đổi trả' } },
      ]),
    );
  });

  it('asks nothing while the form is invalid', async () => {
    request = { ...request, status: 'approved' };
    await openRequest();
    fireEvent.click(screen.getByRole('button', { name: t.markRefunded }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByLabelText(t.reference)).toHaveAccessibleDescription(t.referenceRequired);
    expect(calls).toEqual([]);
  });
});
