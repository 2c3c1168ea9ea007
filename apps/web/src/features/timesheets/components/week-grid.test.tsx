import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromTsv, toTsv } from '../lib/cells';
import { moveBy } from '@/lib/use-grid-keyboard';
import { WeekGrid } from './week-grid';
import { engagementLine, gridPropsOf, makeTimesheetWeek } from '@/test/timesheet-week';

const ENGAGEMENT = '11111111-1111-4111-8111-111111111111';
const week = makeTimesheetWeek('2026-11-23', {
  lines: [
    engagementLine(ENGAGEMENT, 'Apollo', {
      client_name: 'Northwind',
      planned_hours: 16,
      entries: [{ date: '2026-11-23', hours: 8, note: null }],
    }),
    {
      id: '33333333-3333-4333-8333-333333333333',
      engagement_id: null,
      engagement_name: null,
      client_name: null,
      category: 'training',
      billable: false,
      notes_required: false,
      planned_hours: null,
      assigned: false,
      entries: [],
    },
  ],
});

const renderGrid = () => {
  const props = gridPropsOf(week);
  render(<WeekGrid {...props} />);
  return props.onEdit;
};

describe('week grid', () => {
  it('shows the plan, saves typed hours in any of the accepted forms, and explains bad input', async () => {
    const onEdit = renderGrid();
    expect(screen.getByText('planned 16.0 h')).toBeInTheDocument();
    const tuesday = screen.getByRole('textbox', { name: 'Apollo, Tue 24 Nov' });
    await userEvent.click(tuesday);
    await userEvent.keyboard('7h30');
    expect(onEdit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Tab}');
    expect(onEdit).toHaveBeenLastCalledWith([
      { engagement_id: ENGAGEMENT, category: 'engagement', date: '2026-11-24', hours: 7.5 },
    ]);
    await userEvent.click(tuesday);
    await userEvent.keyboard('x{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter hours as 7.5, 7:30 or 7h30.');
    expect(tuesday).toHaveAttribute('aria-invalid', 'true');
    expect(tuesday).toHaveFocus();
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('never saves a half-typed value: Escape restores the cell, Enter, Tab, an arrow or leaving it commits', async () => {
    const onEdit = renderGrid();
    const monday = screen.getByRole('textbox', { name: 'Apollo, Mon 23 Nov' });
    await userEvent.click(monday);
    await userEvent.keyboard('25');
    expect(monday).toHaveValue('25');
    await userEvent.keyboard('{Escape}');
    expect(monday).toHaveValue('8');
    expect(onEdit).not.toHaveBeenCalled();
    await userEvent.keyboard('5{ArrowDown}');
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onEdit).toHaveBeenLastCalledWith([expect.objectContaining({ date: '2026-11-23', hours: 5 })]);
    expect(screen.getByRole('textbox', { name: 'Training, Mon 23 Nov' })).toHaveFocus();
    await userEvent.keyboard('2');
    await userEvent.click(screen.getByRole('textbox', { name: 'Apollo, Fri 27 Nov' }));
    expect(onEdit).toHaveBeenLastCalledWith([
      { engagement_id: null, category: 'training', date: '2026-11-23', hours: 2 },
    ]);
    expect(onEdit).toHaveBeenCalledTimes(2);
  });

  it('tabs cell to cell, from a row’s last day to the next row’s first, not through the row’s checkbox', async () => {
    renderGrid();
    await userEvent.click(screen.getByRole('textbox', { name: 'Apollo, Sun 29 Nov' }));
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('textbox', { name: 'Training, Mon 23 Nov' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('textbox', { name: 'Apollo, Sun 29 Nov' })).toHaveFocus();
  });

  it('moves with arrows and Enter, and typing overwrites the cell', async () => {
    const onEdit = renderGrid();
    const monday = screen.getByRole('textbox', { name: 'Apollo, Mon 23 Nov' });
    await userEvent.click(monday);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('textbox', { name: 'Apollo, Tue 24 Nov' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}6');
    await userEvent.keyboard('{Enter}');
    expect(onEdit).toHaveBeenLastCalledWith([expect.objectContaining({ date: '2026-11-23', hours: 6 })]);
    expect(screen.getByRole('textbox', { name: 'Training, Mon 23 Nov' })).toHaveFocus();
  });

  it('pastes a range of tab-separated values from the active cell in one save', () => {
    const onEdit = renderGrid();
    const tuesday = screen.getByRole('textbox', { name: 'Apollo, Tue 24 Nov' });
    fireEvent.focus(tuesday);
    fireEvent.paste(tuesday, { clipboardData: { getData: () => '7:30\t8\n1\t2' } });
    expect(onEdit).toHaveBeenCalledWith([
      { engagement_id: ENGAGEMENT, category: 'engagement', date: '2026-11-24', hours: 7.5 },
      { engagement_id: ENGAGEMENT, category: 'engagement', date: '2026-11-25', hours: 8 },
      { engagement_id: null, category: 'training', date: '2026-11-24', hours: 1 },
      { engagement_id: null, category: 'training', date: '2026-11-25', hours: 2 },
    ]);
  });
});

describe('grid helpers', () => {
  it('reads and writes clipboard ranges and keeps moves inside the grid', () => {
    expect(fromTsv('1\t2\r\n3\t4\n')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(
      toTsv([
        ['1', '2'],
        ['3', ''],
      ]),
    ).toBe('1\t2\n3\t');
    const size = { rows: 2, cols: 7 };
    expect(moveBy({ row: 0, col: 6 }, 'Tab', false, size)).toEqual({ row: 1, col: 0 });
    expect(moveBy({ row: 1, col: 6 }, 'Tab', false, size)).toBeNull();
    expect(moveBy({ row: 0, col: 0 }, 'ArrowUp', false, size)).toEqual({ row: 0, col: 0 });
    expect(moveBy({ row: 1, col: 3 }, 'Enter', true, size)).toEqual({ row: 0, col: 3 });
    // A row-number column before the first cell is skipped.
    const withNumbers = { rows: 2, cols: 4, firstCol: 1 };
    expect(moveBy({ row: 0, col: 3 }, 'Tab', false, withNumbers)).toEqual({ row: 1, col: 1 });
    expect(moveBy({ row: 1, col: 1 }, 'Tab', true, withNumbers)).toEqual({ row: 0, col: 3 });
    expect(moveBy({ row: 0, col: 1 }, 'ArrowLeft', false, withNumbers)).toEqual({ row: 0, col: 1 });
  });
});
