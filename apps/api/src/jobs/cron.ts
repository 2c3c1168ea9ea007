/**
 * A small cron: five fields (minute hour day-of-month month day-of-week; `*`, `n`, `a-b`, `*\/s`, lists), read in
 * an IANA time zone. Day-of-week 0 or 7 is Sunday. Across daylight-saving changes a local time that does not exist
 * is skipped and one that happens twice fires twice — handlers must be idempotent (ours record what they did).
 */
export interface CronSpec {
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  days: ReadonlySet<number>;
  months: ReadonlySet<number>;
  weekdays: ReadonlySet<number>;
}

const RANGES: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

function parseField(field: string, [min, max]: [number, number]): Set<number> {
  const values = new Set<number>();
  for (const part of field.split(',')) {
    const match = /^(\*|\d+(?:-\d+)?)(?:\/(\d+))?$/.exec(part);
    if (!match?.[1]) throw new Error(`Bad cron field "${field}".`);
    const step = match[2] ? Number(match[2]) : 1;
    const [from, to] = match[1] === '*' ? [min, max] : match[1].split('-').map(Number);
    const last = to ?? (match[2] ? max : from) ?? min;
    if (from === undefined || from < min || last > max || from > last || step < 1) {
      throw new Error(`Cron field "${field}" is out of range ${min}-${max}.`);
    }
    for (let value = from; value <= last; value += step) values.add(value);
  }
  return values;
}

export function parseCron(expression: string): CronSpec {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`A cron expression has five fields: "${expression}".`);
  const field = (i: number) => parseField(fields[i] ?? '', RANGES[i] ?? [0, 0]);
  const weekdays = field(4);
  if (weekdays.has(7)) weekdays.add(0);
  return { minutes: field(0), hours: field(1), days: field(2), months: field(3), weekdays };
}

const WEEKDAY: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of an instant in a time zone. */
export function localFields(at: Date, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    minute: Number(parts.minute),
    hour: Number(parts.hour),
    day: Number(parts.day),
    month: Number(parts.month),
    weekday: WEEKDAY[parts.weekday ?? 'Sun'] ?? 0,
  };
}

const MINUTE_MS = 60_000;
/** Searching further than this means the expression never matches (e.g. 30 February). */
const HORIZON_MS = 366 * 24 * 60 * MINUTE_MS;

/** The first instant strictly after `after` (to the minute) whose local time in `timeZone` matches the spec. */
export function nextRun(spec: CronSpec, after: Date, timeZone = 'UTC'): Date {
  let at = Math.floor(after.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  const limit = at + HORIZON_MS;
  while (at < limit) {
    const local = localFields(new Date(at), timeZone);
    const dayMatches = spec.months.has(local.month) && spec.days.has(local.day) && spec.weekdays.has(local.weekday);
    if (!dayMatches || !spec.hours.has(local.hour)) {
      at += (60 - local.minute) * MINUTE_MS; // on to the next local hour
    } else if (!spec.minutes.has(local.minute)) {
      at += MINUTE_MS;
    } else {
      return new Date(at);
    }
  }
  throw new Error('This cron expression never matches.');
}
