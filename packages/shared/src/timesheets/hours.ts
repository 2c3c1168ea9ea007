/** The most a day can hold; the grid and the API refuse more. */
export const MAX_HOURS_PER_DAY = 24;

export type ParsedHours = { ok: true; hours: number | null } | { ok: false; error: string };

const DECIMAL = /^(\d{1,2}(?:[.,]\d{0,2})?|[.,]\d{1,2})$/;
const CLOCK = /^(\d{1,2}):(\d{2})$/;
const UNITS = /^(?:(\d{1,2}(?:[.,]\d{1,2})?)\s*h)?\s*(?:(\d{1,3})\s*(?:m|min)?)?$/;

const round2 = (value: number) => Math.round(value * 100) / 100;

function checked(hours: number): ParsedHours {
  if (!Number.isFinite(hours)) return { ok: false, error: 'Enter hours as 7.5, 7:30 or 7h30.' };
  if (hours > MAX_HOURS_PER_DAY) return { ok: false, error: 'A day has at most 24 hours.' };
  return { ok: true, hours: round2(hours) };
}

function fromMinutes(hours: number, minutes: number): ParsedHours {
  if (minutes >= 60) return { ok: false, error: 'Minutes must be below 60.' };
  return checked(hours + minutes / 60);
}

/**
 * Hours as people type them: `7.5` (or `7,5`), `7:30`, `7h30`, `7h`, `45m`. Empty means "no hours" (null).
 * Values are rounded to hundredths; negative values and more than 24 h are refused with a reason in words.
 */
export function parseHours(input: string): ParsedHours {
  const text = input.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return { ok: true, hours: null };
  if (text.startsWith('-')) return { ok: false, error: 'Hours cannot be negative.' };
  if (DECIMAL.test(text)) return checked(Number(text.replace(',', '.')));
  const clock = CLOCK.exec(text);
  if (clock) return fromMinutes(Number(clock[1]), Number(clock[2]));
  const units = UNITS.exec(text);
  if (units && (units[1] !== undefined || units[2] !== undefined) && /[hm]/.test(text)) {
    const hours = units[1] === undefined ? 0 : Number(units[1].replace(',', '.'));
    const minutes = units[2] === undefined ? 0 : Number(units[2]);
    // "90m" alone is fine (1.5 h); "7h90" is not.
    if (units[1] === undefined) return checked(minutes / 60);
    return fromMinutes(hours, minutes);
  }
  return { ok: false, error: 'Enter hours as 7.5, 7:30 or 7h30.' };
}

/** `7.5`, `8`, `0.25` — what a cell shows (no trailing zeros, at most two decimals). */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return '';
  return String(round2(hours));
}

/** `37.5 h` — totals, one decimal (docs/product.md §13 formats). */
export const formatHoursTotal = (hours: number) => `${(Math.round(hours * 10) / 10).toFixed(1)} h`;
