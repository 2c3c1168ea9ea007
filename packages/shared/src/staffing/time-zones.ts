/**
 * Working-hour overlap between two IANA time zones on a given date, DST-correct through `Intl` (no tz database of
 * our own). A consultant works WORKDAY_START–WORKDAY_END in their own zone; a request's window is a span of local
 * hours in its zone (e.g. 9–17 Europe/Berlin).
 */
export const WORKDAY_START_HOUR = 9;
export const WORKDAY_END_HOUR = 17;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True when the runtime knows the zone (an unknown zone is "missing data", never an exception). */
export function isKnownTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in minutes (Berlin in summer: +120). */
export function offsetMinutes(zone: string, instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The UTC instant of a local wall-clock time (`date` YYYY-MM-DD, `hour` 0–24) in a zone. */
export function zonedTime(date: string, hour: number, zone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + hour * 3_600_000;
  // Two passes settle the offset on either side of a DST switch.
  let instant = wall - offsetMinutes(zone, wall) * 60_000;
  instant = wall - offsetMinutes(zone, instant) * 60_000;
  return instant;
}

export interface HourWindow {
  zone: string;
  startHour: number;
  endHour: number;
}

/** Hours two local working windows share on one calendar date. */
export function overlapHours(date: string, a: HourWindow, b: HourWindow): number {
  const start = Math.max(zonedTime(date, a.startHour, a.zone), zonedTime(date, b.startHour, b.zone));
  const end = Math.min(zonedTime(date, a.endHour, a.zone), zonedTime(date, b.endHour, b.zone));
  return Math.max(0, Math.round(((end - start) / 3_600_000) * 10) / 10);
}
