import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, todayIn, weekStartOf } from '@praxis/shared';
import { engagementLine, gridPropsOf, makeTimesheetWeek } from '@/test/timesheet-week';
import { dayLabel } from '../lib/labels';
import { DayView } from './day-view';

const ENGAGEMENT = '11111111-1111-4111-8111-111111111111';
// Built around today, whatever day the suite runs on.
const today = todayIn('UTC');
const monday = weekStartOf(today);
const tuesday = addDays(monday, 1);
const thursday = addDays(monday, 3);
const sunday = addDays(monday, 6);
const week = makeTimesheetWeek(monday, {
  days: [0, 1, 2, 3, 4, 5, 6].map((i) => ({
    date: addDays(monday, i),
    is_weekend: i >= 5,
    holiday: i === 2 ? 'Founders Day' : null,
  })),
  lines: [
    engagementLine(ENGAGEMENT, 'Apollo', {
      entries: [
        { date: monday, hours: 8, note: null },
        { date: tuesday, hours: 3.5, note: null },
      ],
    }),
    {
      id: '33333333-3333-4333-8333-333333333333',
      engagement_id: null,
      engagement_name: null,
      client_name: null,
      category: 'time_off',
      billable: false,
      notes_required: false,
      planned_hours: null,
      assigned: false,
      entries: [{ date: thursday, hours: 8, note: null }],
    },
  ],
});

function renderDayView(first = monday) {
  const props = gridPropsOf(week);
  const onDay = vi.fn();
  function Harness() {
    const [day, setDay] = useState(first);
    return (
      <DayView
        {...props}
        day={day}
        today={today}
        onDay={(date) => {
          onDay(date);
          if (date >= monday && date <= sunday) setDay(date);
        }}
      />
    );
  }
  render(<Harness />);
  return { onEdit: props.onEdit, onDay };
}

const dayButton = (date: string) =>
  within(screen.getByRole('navigation', { name: 'Day' })).getByRole('button', {
    name: new RegExp(`^${dayLabel(date)},`),
  });

describe('timesheet day view', () => {
  it('shows one day with the week strip: totals, today, holidays and time off, and the day and week totals', () => {
    renderDayView();
    expect(screen.getByRole('textbox', { name: `Apollo, ${dayLabel(monday)}` })).toHaveValue('8');
    // One day's inputs only: no other day of the week is an input here.
    expect(screen.queryByRole('textbox', { name: `Apollo, ${dayLabel(tuesday)}` })).not.toBeInTheDocument();
    expect(dayButton(monday)).toHaveAttribute('aria-pressed', 'true');
    expect(dayButton(monday)).toHaveAccessibleName(expect.stringContaining('8.0 h'));
    expect(dayButton(today)).toHaveAccessibleName(expect.stringContaining('today'));
    expect(dayButton(addDays(monday, 2))).toHaveAccessibleName(expect.stringContaining('Founders Day'));
    expect(dayButton(thursday)).toHaveAccessibleName(expect.stringContaining('time off'));
    const table = screen.getByRole('table', { name: `Hours for ${dayLabel(monday)}` });
    expect(within(table).getByRole('row', { name: /Day total/ })).toHaveTextContent('8.0 h');
    expect(within(table).getByRole('row', { name: /Week total/ })).toHaveTextContent('19.5 h');
  });

  it('switches days from the strip and saves typed hours to the day shown', async () => {
    const { onEdit } = renderDayView();
    await userEvent.click(dayButton(thursday));
    expect(dayButton(thursday)).toHaveAttribute('aria-pressed', 'true');
    const cell = screen.getByRole('textbox', { name: `Apollo, ${dayLabel(thursday)}` });
    await userEvent.click(cell);
    await userEvent.keyboard('6');
    expect(onEdit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledWith([
      { engagement_id: ENGAGEMENT, category: 'engagement', date: thursday, hours: 6 },
    ]);
    // Enter goes down the day's lines, as in the week grid's column.
    expect(screen.getByRole('textbox', { name: `Time off, ${dayLabel(thursday)}` })).toHaveFocus();
  });

  it('restores the cell on Escape and explains bad input as the week grid does', async () => {
    const { onEdit } = renderDayView(tuesday);
    const cell = screen.getByRole('textbox', { name: `Apollo, ${dayLabel(tuesday)}` });
    await userEvent.click(cell);
    await userEvent.keyboard('25');
    expect(cell).toHaveValue('25');
    await userEvent.keyboard('{Escape}');
    expect(cell).toHaveValue('3.5');
    await userEvent.keyboard('x{Tab}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter hours as 7.5, 7:30 or 7h30.');
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('steps to the previous and next day, across the week’s ends', async () => {
    const { onDay } = renderDayView();
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(onDay).toHaveBeenLastCalledWith(tuesday);
    expect(screen.getByRole('table', { name: `Hours for ${dayLabel(tuesday)}` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(onDay).toHaveBeenLastCalledWith(addDays(monday, -1));
  });

  it('turns the day with a sideways swipe over the lines, not with a vertical one', () => {
    const { onDay } = renderDayView(tuesday);
    const lines = screen.getByRole('table', { name: `Hours for ${dayLabel(tuesday)}` });
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(lines, { changedTouches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(lines, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 200], [100, 210]);
    expect(onDay).toHaveBeenLastCalledWith(addDays(tuesday, 1));
    swipe([100, 200], [300, 190]);
    expect(onDay).toHaveBeenLastCalledWith(tuesday);
    swipe([200, 100], [150, 400]);
    expect(onDay).toHaveBeenCalledTimes(2);
  });
});
