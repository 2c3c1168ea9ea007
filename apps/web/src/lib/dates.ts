/**
 * Date formats of UX.md "Formats": `21 Nov 2026` for dates, and relative times for recent activity as the
 * original's History popup words them (just now, Nm ago, Nh ago, Nd ago).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

function toDate(value: string | number | Date): Date {
  // A bare calendar date ("2026-11-21") is a day, not midnight UTC: read it in local time so it never shifts.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    return new Date(year, month - 1, day);
  }
  return new Date(value);
}

/** `21 Nov 2026`. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  return `${date.getDate()} ${MONTHS[date.getMonth()] ?? ''} ${date.getFullYear()}`;
}

/** `21 Nov 2026, 14:05`. */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  return `${formatDate(date)}, ${TIME_FORMAT.format(date)}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `just now`, `5m ago`, `3h ago`, `2d ago`. */
export function formatRelativeTime(value: string | number | Date, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - toDate(value).getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}
