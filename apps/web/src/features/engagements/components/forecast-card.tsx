import { lazy, Suspense, useState } from 'react';
import type { EngagementForecastAnswer } from '@praxis/shared';
import { FiguresTable } from '@/components/figures-table';
import { QueryState } from '@/components/query-state';
import { TitledCard } from '@/components/titled-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { useEngagementForecast } from '../api/get-engagement-forecast';
import { formatMoney, hours } from '../lib/format';

const ForecastChart = lazy(() => import('./forecast-chart'));

const CHART_HEIGHT = 'h-60';

function Figures({ forecast }: { forecast: EngagementForecastAnswer }) {
  const over = forecast.over_by_hours;
  const overWithProposals = forecast.with_tentative.over_by_hours;
  const money = forecast.money;
  const rows: [string, string][] = [
    ['Approved so far', hours(forecast.actual_hours)],
    ['Scheduled ahead', hours(forecast.scheduled_hours)],
    ['Estimate at completion', hours(forecast.estimate_at_completion_hours)],
    ['Budget', forecast.budget_hours === null ? 'No hours budget' : hours(forecast.budget_hours)],
    ['Budget runs out', forecast.runs_out_on ? `Week of ${formatDate(forecast.runs_out_on)}` : 'Not before the end'],
    ['Over at the end', over === null ? '—' : over > 0 ? hours(over) : 'Within budget'],
    ['Open proposals', forecast.tentative_hours > 0 ? `+${hours(forecast.tentative_hours)}` : 'None'],
  ];
  if (forecast.tentative_hours > 0 && overWithProposals !== null) {
    rows.push(['Over with proposals', overWithProposals > 0 ? hours(overWithProposals) : 'Within budget']);
  }
  if (money) {
    const label = money.basis === 'cost' ? 'Cost at completion' : 'Revenue at completion';
    rows.push([label, formatMoney(money.estimate_at_completion_amount, money.currency)]);
    if (money.budget_amount !== null) {
      const moneyOver = money.over_by_amount ?? 0;
      rows.push([
        money.basis === 'cost' ? 'Over the fee' : 'Over the budget amount',
        moneyOver > 0 ? formatMoney(moneyOver, money.currency) : 'Within budget',
      ]);
    }
  }
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function WeeksTable({ forecast }: { forecast: EngagementForecastAnswer }) {
  return (
    <FiguresTable
      caption="Hours per week: approved, scheduled and proposed"
      head={['Week of', 'Approved', 'Scheduled', 'Proposed']}
      rows={forecast.weeks.map((week) => [
        formatDate(week.week),
        hours(week.actual),
        hours(week.scheduled),
        hours(week.tentative),
      ])}
      className="max-h-72"
    />
  );
}

function ForecastView({ forecast }: { forecast: EngagementForecastAnswer }) {
  const [asTable, setAsTable] = useState(false);
  const overrun = (forecast.over_by_hours ?? 0) > 0;
  return (
    <div className="flex flex-col gap-4">
      <p className={overrun ? 'font-medium text-destructive' : undefined} data-testid="forecast-explanation">
        {forecast.explanation}
      </p>
      {forecast.weeks.length ? (
        <>
          <div className="flex justify-end">
            <Button variant="outline" size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
              {asTable ? 'Chart' : 'Table'}
              <span className="sr-only"> view of the forecast</span>
            </Button>
          </div>
          {asTable ? (
            <WeeksTable forecast={forecast} />
          ) : (
            <Suspense fallback={<Skeleton className={`${CHART_HEIGHT} w-full`} />}>
              <ForecastChart forecast={forecast} />
            </Suspense>
          )}
        </>
      ) : null}
      <Figures forecast={forecast} />
    </div>
  );
}

/** Where the engagement is heading: approved and scheduled hours against the budget, and the sentence saying so. */
export function ForecastCard({ engagementId }: { engagementId: string }) {
  const query = useEngagementForecast(engagementId);
  return (
    <TitledCard
      title="Forecast"
      description="Approved hours, the team's schedule (less time off and holidays) and open proposals"
      className="lg:col-span-3"
      contentClassName="text-sm"
    >
      <QueryState
        query={query}
        loading={<Skeleton className={`${CHART_HEIGHT} w-full`} />}
        errorTitle="We could not load the forecast."
      >
        {(forecast) => <ForecastView forecast={forecast} />}
      </QueryState>
    </TitledCard>
  );
}
