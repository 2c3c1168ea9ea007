import { fireEvent, render, screen } from '@testing-library/react';
import { DndContext } from '@dnd-kit/core';
import type { BoardBooking, BoardRow } from '@praxis/shared';
import { describe, expect, it, vi } from 'vitest';
import { BoardGrid, shiftBooking } from './board-grid';

const WEEKS = ['2027-01-04', '2027-01-11', '2027-01-18', '2027-01-25'];
const booking = (over: Partial<BoardBooking> = {}): BoardBooking => ({
  id: '00000000-0000-4000-8000-0000000000b1',
  engagement_id: '00000000-0000-4000-8000-0000000000e1',
  engagement_type: 'project',
  engagement_name: 'Atlas rollout',
  start_date: '2027-01-11',
  end_date: '2027-01-24',
  hours_per_week: 20,
  hours_allocated: 40,
  version: 3,
  can_manage: true,
  ...over,
});
const row = (bookings: BoardBooking[]): BoardRow => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Ada Lovelace',
  job_title: null,
  location: null,
  hours: [0, 30, 30, 0],
  tentative: [0, 0, 0, 0],
  rolling_off: false,
  capacity: 40,
  capacity_by_week: [40, 40, 40, 40],
  bookings,
});

// jsdom lays nothing out, so the virtualiser (tested by TanStack) is replaced by one that shows every row.
vi.mock('@tanstack/react-virtual', () => ({
  useVirtualizer: ({ count, estimateSize }: { count: number; estimateSize: (index: number) => number }) => {
    const items = Array.from({ length: count }, (_, index) => ({
      index,
      start: index * 44,
      size: estimateSize(index),
    }));
    return { getVirtualItems: () => items, getTotalSize: () => count * 44, measure: () => undefined };
  },
}));

function renderGrid(rows: BoardRow[], onChangeBooking?: Parameters<typeof BoardGrid>[0]['onChangeBooking']) {
  return render(
    <DndContext>
      <BoardGrid weeks={WEEKS} rows={rows} {...(onChangeBooking ? { onChangeBooking } : {})} />
    </DndContext>,
  );
}

describe('bookings on the staffing board', () => {
  it('keeps a person with two bookings on one row, and shows one bar per booking when the row is expanded', () => {
    const second = booking({
      id: '00000000-0000-4000-8000-0000000000b2',
      engagement_name: 'Borealis',
      hours_per_week: 10,
    });
    renderGrid([row([booking(), second])], vi.fn());
    expect(screen.getAllByRole('rowheader', { name: /Ada Lovelace/ })).toHaveLength(1);
    const toggle = screen.getByRole('button', { name: 'Bookings of Ada Lovelace (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const bar = screen.getByRole('button', { name: /^Atlas rollout, 20 h\/week, .*11.* to .*24.*$/ });
    expect(bar.textContent).toBe('Atlas rollout · 20 h/w');
    // Weeks 2 and 3 of the board: grid columns 3 to 5 (the first column is the name).
    expect((bar.parentElement as HTMLElement).style.gridColumn).toBe('3 / 5');
    expect(screen.getByRole('button', { name: /^Borealis, 10 h\/week/ })).toBeTruthy();
  });

  it('moves a bar a week with the arrow keys and stretches its end with Shift, keeping its hours per week', () => {
    const onChange = vi.fn();
    renderGrid([row([booking()])], onChange);
    fireEvent.click(screen.getByRole('button', { name: 'Bookings of Ada Lovelace (1)' }));
    const bar = screen.getByRole('button', { name: /^Atlas rollout/ });
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Ada Lovelace' }),
      expect.objectContaining({ id: booking().id, version: 3 }),
      { start_date: '2027-01-18', end_date: '2027-01-31', hours_allocated: 40 },
    );
    fireEvent.keyDown(bar, { key: 'ArrowLeft', shiftKey: true });
    expect(onChange).toHaveBeenLastCalledWith(expect.anything(), expect.anything(), {
      start_date: '2027-01-11',
      end_date: '2027-01-17',
      hours_allocated: 20,
    });
  });

  it('shows the bars of engagements the viewer does not manage read-only', () => {
    const onChange = vi.fn();
    renderGrid([row([booking({ can_manage: false })])], onChange);
    fireEvent.click(screen.getByRole('button', { name: 'Bookings of Ada Lovelace (1)' }));
    expect(screen.queryByRole('button', { name: /^Atlas rollout/ })).toBeNull();
    expect(screen.getByRole('img', { name: /^Atlas rollout, 20 h\/week/ })).toBeTruthy();
  });

  it('never moves a booking’s end before its start', () => {
    expect(shiftBooking(booking(), -2, true)).toBeNull();
    expect(shiftBooking(booking(), 0)).toBeNull();
    expect(shiftBooking(booking(), 1, true)).toEqual({
      start_date: '2027-01-11',
      end_date: '2027-01-31',
      hours_allocated: 60,
    });
  });
});
