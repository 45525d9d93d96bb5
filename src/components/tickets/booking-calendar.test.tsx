/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import vi from '@/messages/vi.json';
import { calendarNames, type CalendarNames } from '@/lib/tickets/calendar-names';
import { BookingCalendar } from './booking-calendar';
import type { DayAvailability } from '@/lib/trpc/contract';

jest.mock('next-intl', () => jest.requireActual('@/testing/next-intl-test-double'));

const open = (date: string, left = 500): DayAvailability => ({
  date,
  closed: false,
  types: [{ ticketType: 've-nguoi-lon', capacity: 1000, left }],
});

// 2026-11-16 is a Monday; the range runs to 2027-01-15.
const days = new Map<string, DayAvailability>([
  ['2026-11-16', open('2026-11-16')],
  ['2026-11-17', open('2026-11-17', 0)],
  ['2026-11-18', { ...open('2026-11-18'), closed: true }],
  ['2026-11-19', open('2026-11-19', 30)],
  ['2026-11-23', open('2026-11-23')],
]);

function Harness({
  onChange,
  names,
  onSoldOut,
}: {
  onChange: (day: string) => void;
  names?: CalendarNames;
  onSoldOut?: (day: string) => void;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <NextIntlClientProvider locale="vi" messages={vi}>
      <BookingCalendar
        locale="vi"
        first="2026-11-16"
        last="2027-01-15"
        days={days}
        ticketTypes={[]}
        value={value}
        names={names}
        onChange={(day) => {
          setValue(day);
          onChange(day);
        }}
        onSoldOut={onSoldOut}
      />
    </NextIntlClientProvider>
  );
}

describe('<BookingCalendar>', () => {
  it('does not choose a sold-out day but says it was picked, for its waiting list', async () => {
    const onChange = jest.fn();
    const onSoldOut = jest.fn();
    render(<Harness onChange={onChange} onSoldOut={onSoldOut} />);
    await userEvent.click(screen.getByRole('gridcell', { name: 'Thứ Ba, 17 tháng 11: hết vé' }));
    expect(onSoldOut).toHaveBeenCalledWith('2026-11-17');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('gridcell', { name: 'Thứ Hai, 16 tháng 11: còn chỗ' }));
    expect(onChange).toHaveBeenCalledWith('2026-11-16');
    expect(onSoldOut).toHaveBeenCalledTimes(1);
  });

  it('announces each day with its weekday, date and state', () => {
    render(<Harness onChange={jest.fn()} />);
    expect(screen.getByRole('grid')).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Thứ Hai, 16 tháng 11: còn chỗ' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByRole('gridcell', { name: 'Thứ Ba, 17 tháng 11: hết vé' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      screen.getByRole('gridcell', { name: 'Thứ Tư, 18 tháng 11: không mở bán' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('gridcell', { name: 'Thứ Năm, 19 tháng 11: sắp hết chỗ' }),
    ).toBeInTheDocument();
  });

  it('opens on the names the server wrote, and formats other months itself', async () => {
    const names = calendarNames('vi', '2026-11-16');
    const DateTimeFormat = Intl.DateTimeFormat;
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    render(<Harness onChange={jest.fn()} names={names} />);
    expect(screen.getByRole('heading', { name: 'tháng 11 năm 2026' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.getAttribute('abbr'))).toEqual(names.weekdays.map((w) => w.long));
    expect(headers[0]).toHaveAttribute('abbr', 'Thứ Hai');
    expect(
      screen.getByRole('gridcell', { name: 'Thứ Năm, 19 tháng 11: sắp hết chỗ' }),
    ).toBeVisible();
    // The page starts without building an Intl object (it loads the browser's locale data).
    expect(built).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: vi.Tickets.nextMonth }));
    expect(screen.getByRole('heading', { name: 'tháng 12 năm 2026' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: /^Thứ Ba, 1 tháng 12: / })).toBeInTheDocument();
    expect(built).toHaveBeenCalled();
    built.mockRestore();
    expect(Intl.DateTimeFormat).toBe(DateTimeFormat);
  });

  it('moves with the arrow keys, keeps one tab stop, and never chooses a sold-out or closed day', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('gridcell', { name: /16 tháng 11/ }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-16');
    expect(screen.getByRole('gridcell', { name: /16 tháng 11/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('gridcell', { name: /17 tháng 11/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('gridcell', { name: /25 tháng 11/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('gridcell', { name: /23 tháng 11/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-23');
    expect(document.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
  });

  it('pages by month and stops at the ends of the range', async () => {
    render(<Harness onChange={jest.fn()} />);
    await userEvent.click(screen.getByRole('gridcell', { name: /16 tháng 11/ }));
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: /tháng 12/ })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: /16 tháng 12/ })).toHaveFocus();
    await userEvent.keyboard('{PageDown}{PageDown}');
    // 16 February is past the range: focus stops on its last day.
    expect(screen.getByRole('gridcell', { name: /15 tháng 1/ })).toHaveFocus();
    await userEvent.keyboard('{PageUp}{PageUp}{PageUp}');
    expect(screen.getByRole('gridcell', { name: /16 tháng 11/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Tháng trước' })).toBeDisabled();
  });
});
