/**
 * The specs' dates come from the app's one date core (calendar days, never milliseconds): today in UTC, the
 * server's zone in the e2e run, and that week's Monday.
 */
import { addDays, todayIn, weekStart } from '@praxis/shared/dates';

export { addDays };

export const todayUtc = (): string => todayIn('UTC');

export const thisMonday = (): string => weekStart(todayUtc());

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2027-01-04` as the screens write a day in a range: `4 Jan` (date-fns `d MMM`, so September is `Sep`). */
export const dayMonth = (iso: string): string => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]}`;
