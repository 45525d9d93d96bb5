/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErrorTexts } from '@/components/leads/error-texts';
import vi from '@/messages/vi.json';
import { CommentForm, type CommentFormTexts } from './comment-form';

const mutate = jest.fn();
jest.mock('@/lib/trpc/client', () => ({
  getTrpcClient: () => ({ comment: { create: { mutate } } }),
}));

const c = vi.Comments;
const texts: CommentFormTexts = {
  heading: c.write,
  name: c.name,
  email: c.email,
  emailHint: c.emailHint,
  content: c.content,
  send: c.submit,
  sending: c.submitting,
  success: c.success,
  error: c.submitError,
  invalidForm: c.invalidForm,
  tooMany: c.tooMany,
  honeypot: c.honeypot,
  cancel: c.cancel,
};

function renderForm(onCancel?: () => void) {
  return render(
    <CommentForm
      postSlug="mua-hoa"
      texts={texts}
      errorTexts={vi.CommunityErrors as ErrorTexts}
      onCancel={onCancel}
    />,
  );
}

afterEach(() => mutate.mockReset());

describe('<CommentForm>', () => {
  it('opens with focus on the name, past the honeypot', () => {
    renderForm();
    expect(screen.getByLabelText('Họ và tên')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(c.emailHint);
  });

  it('ties each refused field to its message and sends nothing', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Gửi bình luận' }));
    for (const label of ['Họ và tên', 'Email', 'Nội dung bình luận']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Nội dung bình luận')).toHaveAccessibleDescription(
      'Trường này là bắt buộc',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(c.invalidForm);
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends the comment, empties the form and says it awaits moderation', async () => {
    mutate.mockResolvedValue({ id: 'c1' });
    renderForm();
    await userEvent.type(screen.getByLabelText('Họ và tên'), 'Lan');
    await userEvent.type(screen.getByLabelText('Email'), 'lan@example.vn');
    await userEvent.type(screen.getByLabelText('Nội dung bình luận'), 'Đẹp quá!');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi bình luận' }));
    expect(mutate).toHaveBeenCalledWith(
      expect.objectContaining({ postSlug: 'mua-hoa', parentId: null, name: 'Lan', website: '' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(c.success);
    expect(screen.getByLabelText('Họ và tên')).toHaveValue('');
  });

  it('shows the general error when the call fails without field errors', async () => {
    mutate.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    await userEvent.type(screen.getByLabelText('Họ và tên'), 'Lan');
    await userEvent.type(screen.getByLabelText('Email'), 'lan@example.vn');
    await userEvent.type(screen.getByLabelText('Nội dung bình luận'), 'Đẹp quá!');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi bình luận' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(c.submitError);
  });

  it('puts "Cancel" beside the send button of a reply', async () => {
    const onCancel = jest.fn();
    renderForm(onCancel);
    await userEvent.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
