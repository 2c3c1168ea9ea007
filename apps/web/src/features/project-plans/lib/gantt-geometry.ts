import { addCalendarDays, toDayNumber, fromDayNumber } from '@praxis/shared';

export const ZOOMS = ['day', 'week', 'month', 'quarter'] as const;
export type Zoom = (typeof ZOOMS)[number];
export const ZOOM_LABELS: Record<Zoom, string> = { day: 'Day', week: 'Week', month: 'Month', quarter: 'Quarter' };
const PX_PER_DAY: Record<Zoom, number> = { day: 36, week: 14, month: 4.5, quarter: 1.6 };
export const ROW_HEIGHT = 32;
export const HEADER_HEIGHT = 44;

export interface Timeline {
  start: string;
  days: number;
  pxPerDay: number;
  width: number;
}

/** The visible time span: a week before the first task to three weeks after the last (and today). */
export function timelineOf(dates: { start: string; end: string }[], zoom: Zoom, today: string): Timeline {
  let min = today;
  let max = today;
  for (const d of dates) {
    if (d.start < min) min = d.start;
    if (d.end > max) max = d.end;
  }
  const start = addCalendarDays(min, -7);
  const days = toDayNumber(addCalendarDays(max, 21)) - toDayNumber(start) + 1;
  const pxPerDay = PX_PER_DAY[zoom];
  return { start, days, pxPerDay, width: Math.ceil(days * pxPerDay) };
}

/** Left edge of a day. */
export const xOf = (timeline: Timeline, date: string) =>
  (toDayNumber(date) - toDayNumber(timeline.start)) * timeline.pxPerDay;

/** The calendar-day shift a horizontal drag of `dx` pixels means. */
export const daysOf = (timeline: Timeline, dx: number) => Math.round(dx / timeline.pxPerDay);

export const dateAt = (timeline: Timeline, x: number) =>
  fromDayNumber(toDayNumber(timeline.start) + Math.floor(x / timeline.pxPerDay));

export interface Tick {
  x: number;
  label: string;
  major: boolean;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Header labels for a zoom: days (with weekday initials), Mondays, month starts or quarter starts. */
export function ticksOf(timeline: Timeline, zoom: Zoom): Tick[] {
  const ticks: Tick[] = [];
  const first = toDayNumber(timeline.start);
  for (let n = 0; n < timeline.days; n += 1) {
    const date = fromDayNumber(first + n);
    const day = Number(date.slice(8, 10));
    const month = Number(date.slice(5, 7)) - 1;
    const weekday = (((first + n + 3) % 7) + 7) % 7;
    const x = n * timeline.pxPerDay;
    if (zoom === 'day') ticks.push({ x, label: `${'MTWTFSS'[weekday]} ${day}`, major: weekday === 0 });
    else if (zoom === 'week' && weekday === 0) ticks.push({ x, label: `${day} ${MONTHS[month]}`, major: day <= 7 });
    else if (zoom === 'month' && day === 1)
      ticks.push({ x, label: `${MONTHS[month]} ${date.slice(2, 4)}`, major: month === 0 });
    else if (zoom === 'quarter' && day === 1 && month % 3 === 0) {
      ticks.push({ x, label: `Q${month / 3 + 1} ${date.slice(0, 4)}`, major: month === 0 });
    }
  }
  return ticks;
}

/** The rows a scroll position shows, with a few either side so fast scrolling does not flash. */
export function visibleRows(scrollTop: number, viewport: number, count: number, overscan = 8) {
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - overscan);
  const last = Math.min(count - 1, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + overscan);
  return { first, last };
}
