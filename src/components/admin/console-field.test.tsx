/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ConsoleField } from './console-field';

describe('<ConsoleField>', () => {
  it('names its control and reads the hint and the error out with it', () => {
    render(
      <ConsoleField
        id="amount"
        label="Số tiền"
        hint="Tối đa 490.000 ₫"
        error="Số tiền không hợp lệ"
      >
        {(control) => <input {...control} name="amount" />}
      </ConsoleField>,
    );
    const input = screen.getByLabelText('Số tiền');
    expect(input).toHaveAccessibleDescription('Tối đa 490.000 ₫ Số tiền không hợp lệ');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no description and is valid while there is neither hint nor error', () => {
    render(
      <ConsoleField id="note" label="Ghi chú">
        {(control) => <textarea {...control} name="note" />}
      </ConsoleField>,
    );
    const note = screen.getByLabelText('Ghi chú');
    expect(note).not.toHaveAttribute('aria-describedby');
    expect(note).not.toHaveAttribute('aria-invalid');
  });

  it('announces an error that appears away from the focus when asked to', () => {
    render(
      <ConsoleField id="email" label="Email" error="Email không hợp lệ" errorRole="alert">
        {(control) => <input {...control} name="email" />}
      </ConsoleField>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Email không hợp lệ');
  });
});
