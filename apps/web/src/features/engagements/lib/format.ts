import { formatPeriod } from '@/lib/dates';

/** `3 Nov 2026 – 14 Feb 2027`, or what is known of the range. */
export const formatRange = (start: string | null, end: string | null): string =>
  formatPeriod(start, end) || 'No dates yet';

export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${amount.toLocaleString('en-GB')} ${currency}`;
  }
}

export const hours = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${(Math.round(value * 10) / 10).toFixed(1)} h`;

/** The lists' forecast: "Over by 140 h", "On budget", or why there is none. */
export function forecastLabel(engagement: {
  budget_hours: number | null;
  forecast_over_by_hours?: number | null | undefined;
}): string {
  const over = engagement.forecast_over_by_hours;
  if (!engagement.budget_hours) return 'No budget';
  if (over === null || over === undefined) return 'No dates yet';
  return over > 0 ? `Over by ${Math.round(over).toLocaleString('en-GB')} h` : 'On budget';
}
