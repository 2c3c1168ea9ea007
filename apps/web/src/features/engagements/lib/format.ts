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
