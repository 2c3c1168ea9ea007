import type { CommandCenter } from '@praxis/shared';
import { conversionNote, formatAmounts, formatMoney } from '../lib/money';

/**
 * The period's revenue (admins): per currency always, and one converted total only when every currency has a
 * rate, naming the rates and their dates; otherwise it says which currency lacks one.
 */
export function RevenueTile({ data }: { data: CommandCenter }) {
  const total = data.utilisation.total;
  const money = data.money;
  if (!money || !total.revenue_by_currency) return null;
  const perCurrency = formatAmounts(total.revenue_by_currency);
  return (
    <section aria-label="Revenue" className="col-span-2 flex flex-col gap-1 rounded-lg border p-4 lg:col-span-1">
      <span className="text-sm text-muted-foreground">
        {total.margin !== undefined ? 'Revenue and margin' : 'Revenue'}
      </span>
      <span className="text-2xl font-semibold tabular-nums">
        {total.revenue !== undefined ? formatMoney(total.revenue, money.base_currency) : 'Per currency'}
      </span>
      <span className="text-xs text-muted-foreground">{perCurrency}</span>
      {total.margin !== undefined ? (
        <span className="text-xs text-muted-foreground">
          margin {formatMoney(total.margin, money.base_currency)} ({total.margin_pct ?? '—'} %)
        </span>
      ) : null}
      <span className="text-xs text-muted-foreground" role={money.missing_rates.length ? 'status' : undefined}>
        {conversionNote(money)}
      </span>
    </section>
  );
}
