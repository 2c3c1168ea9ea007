import { addDays, isoDayOfWeek } from '@praxis/shared';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const dayOf = (iso: string) => Number(iso.slice(8, 10));
const monthOf = (iso: string) => MONTHS[Number(iso.slice(5, 7)) - 1] ?? '';

/** `Tue`. */
export const weekdayOf = (iso: string) => WEEKDAYS[isoDayOfWeek(iso) - 1] ?? '';
/** `Tue 24` in a column heading. */
export const dayHeading = (iso: string) => `${weekdayOf(iso)} ${dayOf(iso)}`;
/** `Tue 24 Nov` for labels and messages. */
export const dayLabel = (iso: string) => `${dayHeading(iso)} ${monthOf(iso)}`;
/** `23–29 Nov 2026` (docs/product.md §13 date ranges). */
export function weekRange(weekStart: string) {
  const end = addDays(weekStart, 6);
  const year = end.slice(0, 4);
  return monthOf(weekStart) === monthOf(end)
    ? `${dayOf(weekStart)}–${dayOf(end)} ${monthOf(end)} ${year}`
    : `${dayOf(weekStart)} ${monthOf(weekStart)} – ${dayOf(end)} ${monthOf(end)} ${year}`;
}
