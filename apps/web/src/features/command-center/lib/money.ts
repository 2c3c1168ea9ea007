import type { CommandCenter, MoneyAmount } from '@praxis/shared';
import { formatDate } from '@/lib/dates';

/** An amount with its currency ("€1,234" style per the currency, no cents in the KPIs). */
export const formatMoney = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

/** Amounts of several currencies, side by side and never added ("€1,200 · $3,400"). */
export const formatAmounts = (amounts: readonly MoneyAmount[]) =>
  amounts.length === 0 ? '—' : amounts.map((m) => formatMoney(m.amount, m.currency)).join(' · ');

type Money = NonNullable<CommandCenter['money']>;

/** Which rates converted the total, or why it was not converted. */
export function conversionNote(money: Money): string {
  if (money.missing_rates.length > 0) {
    return `No exchange rate for ${money.missing_rates.join(', ')}: not converted into ${money.base_currency}; set one in Admin Settings › Exchange rates.`;
  }
  if (money.rates_used.length === 0) return `All in ${money.base_currency}.`;
  const rates = money.rates_used.map(
    (rate) => `1 ${rate.currency} = ${rate.rate} ${money.base_currency} (from ${formatDate(rate.effective_on)})`,
  );
  return `Converted into ${money.base_currency} at ${rates.join(', ')}.`;
}

/** A row's revenue: converted into the base currency when every currency has a rate, else per currency. */
export function revenueText(
  row: { revenue?: number | undefined; revenue_by_currency?: MoneyAmount[] | undefined },
  base: string,
) {
  if (row.revenue !== undefined) return formatMoney(row.revenue, base);
  return formatAmounts(row.revenue_by_currency ?? []);
}
