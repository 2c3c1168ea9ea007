import { useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import type { FirmForecastAnswer } from '@praxis/shared';
import { FiguresTable } from '@/components/figures-table';
import { FilterSelect } from '@/components/filter-bar';
import { QueryState } from '@/components/query-state';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { Can } from '@/lib/permissions';
import { forecastExportHref, useFirmForecast } from '../api/forecast';
import { engagementLink, pct, personLink } from '../lib/forecast-links';
import { ForecastWeekDetail } from './forecast-week-detail';

function Card({
  id,
  title,
  description,
  csv,
  children,
}: {
  id: string;
  title: string;
  description: string;
  csv: Parameters<typeof forecastExportHref>[0];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`forecast-${id}`} className="flex min-w-0 flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`forecast-${id}`} className="font-semibold">
            {title}
          </h3>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <Can permission="data.export">
          <a href={forecastExportHref(csv)} className={buttonVariants({ variant: 'outline', size: 'sm' })} download>
            <Download aria-hidden className="size-4" /> CSV<span className="sr-only"> of {title}</span>
          </a>
        </Can>
      </div>
      {children}
    </section>
  );
}

function Utilisation({
  data,
  open,
  onOpen,
}: {
  data: FirmForecastAnswer;
  open: string | null;
  onOpen: (week: string | null) => void;
}) {
  return (
    <Card
      id="utilisation"
      title="Utilisation ahead"
      description="Scheduled hours over capacity (working days less time off and holidays), and with open proposals. Open a week to see who and what is behind it."
      csv="weeks"
    >
      <FiguresTable
        caption="Utilisation per week for the next 12 weeks"
        head={['Week', 'Scheduled', 'With tentative', 'On the bench', 'Roll-offs']}
        rows={data.weeks.map((week) => [
          <Button
            key={week.week}
            variant="link"
            className="h-auto p-0"
            aria-expanded={open === week.week}
            onClick={() => onOpen(open === week.week ? null : week.week)}
          >
            {formatDate(week.week)}
            <span className="sr-only">: people and engagements</span>
          </Button>,
          pct(week.utilisation_percent),
          pct(week.utilisation_with_tentative_percent),
          String(week.bench_count),
          String(week.roll_off_count),
        ])}
      />
    </Card>
  );
}

function Bench({ data }: { data: FirmForecastAnswer }) {
  const [week, setWeek] = useState(data.bench[0]?.week ?? '');
  const people = data.bench.find((row) => row.week === week)?.people ?? [];
  return (
    <Card
      id="bench"
      title="Bench ahead"
      description="People with less than 50 % of their capacity booked, week by week, with their top skills."
      csv="bench"
    >
      <FilterSelect
        id="forecast-bench-week"
        label="Week"
        all="Choose a week"
        options={data.bench.map((row) => ({
          value: row.week,
          label: `${formatDate(row.week)} (${row.people.length})`,
        }))}
        value={week}
        onChange={setWeek}
      />
      {people.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody is under half booked that week.</p>
      ) : (
        <FiguresTable
          caption={`On the bench in the week of ${formatDate(week)}`}
          head={['Person', 'Booked', 'Top skills']}
          rows={people.map((person) => [
            personLink(person.consultant_id, person.name),
            pct(person.booked_percent),
            person.top_skills.join(', ') || '—',
          ])}
        />
      )}
    </Card>
  );
}

function RollOffs({ data }: { data: FirmForecastAnswer }) {
  return (
    <Card
      id="roll-offs"
      title="Roll-offs"
      description="Assignments ending in the next 12 weeks with nothing booked after them."
      csv="roll_offs"
    >
      {data.roll_offs.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody rolls off with nothing after.</p>
      ) : (
        <FiguresTable
          caption="Roll-offs in the next 12 weeks"
          head={['Person', 'Engagement', 'Ends on']}
          rows={data.roll_offs.map((row) => [
            personLink(row.consultant_id, row.name),
            engagementLink(row.engagement_type, row.engagement_id, row.engagement_name),
            formatDate(row.ends_on),
          ])}
        />
      )}
    </Card>
  );
}

function Revenue({ revenue }: { revenue: NonNullable<FirmForecastAnswer['revenue']> }) {
  const money = (amount: number, currency: string) => `${amount.toLocaleString('en-GB')} ${currency}`;
  return (
    <Card
      id="revenue"
      title="Revenue ahead"
      description="Scheduled hours on engagements billed by the hour × people's rates, per currency (never added across currencies)."
      csv="revenue"
    >
      {revenue.length === 0 ? (
        <p className="text-sm text-muted-foreground">No billable hours are scheduled.</p>
      ) : (
        <FiguresTable
          caption="Revenue ahead per currency"
          head={['Currency', 'Next 4 weeks', 'Next 12 weeks']}
          rows={revenue.map((row) => [
            row.currency,
            money(
              row.weeks.slice(0, 4).reduce((total, amount) => total + amount, 0),
              row.currency,
            ),
            money(row.total, row.currency),
          ])}
        />
      )}
    </Card>
  );
}

/** The command center's look ahead: utilisation, the bench, roll-offs and (admins) revenue for 12 weeks. */
export function FirmForecast() {
  const forecast = useFirmForecast();
  const [week, setWeek] = useState<string | null>(null);
  return (
    <section aria-labelledby="firm-forecast-title" className="flex flex-col gap-4">
      <div>
        <h2 id="firm-forecast-title" className="text-lg font-semibold">
          The next 12 weeks
        </h2>
        <p className="text-sm text-muted-foreground">From next Monday, at the current schedule.</p>
      </div>
      <QueryState
        query={forecast}
        loading={<Skeleton className="h-64 w-full" aria-label="Loading the forecast" />}
        errorTitle="Could not load the forecast"
      >
        {(data) => (
          <>
            <Utilisation data={data} open={week} onOpen={setWeek} />
            {week ? <ForecastWeekDetail week={week} onClose={() => setWeek(null)} /> : null}
            <div className="grid gap-4 lg:grid-cols-2">
              <Bench data={data} />
              <RollOffs data={data} />
            </div>
            {data.revenue ? <Revenue revenue={data.revenue} /> : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
