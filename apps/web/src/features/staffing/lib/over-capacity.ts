import type { BoardRow, QueueItem } from '@praxis/shared';
import { addDays } from '@/lib/dates';

export interface OverloadedWeek {
  week: string;
  /** Confirmed + proposed + this request, as a share of the week's capacity. */
  percent: number;
}

/**
 * The board's weeks in which proposing this person for the request would book them past their capacity (confirmed
 * and proposed hours plus the request's open hours, against the week's capacity after time off and holidays). Only
 * the weeks the request covers count; a week fully off with the request in it counts as over.
 */
export function overloadedWeeks(
  row: Pick<BoardRow, 'hours' | 'tentative' | 'capacity' | 'capacity_by_week'>,
  weeks: readonly string[],
  item: Pick<QueueItem, 'start_date' | 'end_date' | 'hours_remaining'>,
): OverloadedWeek[] {
  const over: OverloadedWeek[] = [];
  weeks.forEach((week, i) => {
    const covered = week <= item.end_date && addDays(week, 6) >= item.start_date;
    if (!covered || item.hours_remaining <= 0) return;
    const booked = (row.hours[i] ?? 0) + (row.tentative[i] ?? 0) + item.hours_remaining;
    const capacity = row.capacity_by_week[i] ?? row.capacity;
    if (capacity <= 0 || booked > capacity)
      over.push({ week, percent: capacity > 0 ? Math.round((booked / capacity) * 100) : Infinity });
  });
  return over;
}
