/**
 * The specs' dates come from the app's one date core (calendar days, never milliseconds): today in UTC, the
 * server's zone in the e2e run, and that week's Monday.
 */
import { addDays, todayIn, weekStart } from '@praxis/shared/dates';

export { addDays };

export const todayUtc = (): string => todayIn('UTC');

export const thisMonday = (): string => weekStart(todayUtc());
