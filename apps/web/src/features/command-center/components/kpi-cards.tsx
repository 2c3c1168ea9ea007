import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ENGAGEMENT_STATUS_LABELS,
  TEMPERATURE_LABELS,
  type CommandCenter,
  type CommandCenterChart,
  type CommandCenterQuery,
} from '@praxis/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { exportHref } from '../api/kpis';
import { drill } from '../lib/drill';
import { revenueText } from '../lib/money';
import { PeopleDialog } from './people-dialog';
import { FiguresTable } from '@/components/figures-table';
import { ChartCard } from './chart-card';

type ChartView = ComponentType<{ data: CommandCenter }>;
const chart = (
  name:
    | 'UtilisationChart'
    | 'JobTitleChart'
    | 'PipelineChart'
    | 'TemperatureTrendChart'
    | 'ComplianceChart'
    | 'AgeingChart',
) => lazy(() => import('./charts').then((module) => ({ default: module[name] as ChartView })));
const Utilisation = chart('UtilisationChart');
const JobTitles = chart('JobTitleChart');
const Pipeline = chart('PipelineChart');
const Trend = chart('TemperatureTrendChart');
const Compliance = chart('ComplianceChart');
const Ageing = chart('AgeingChart');

const pct = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${value} %`);
const link = (to: string, text: string) => (
  <Link to={to} className="underline-offset-4 hover:underline">
    {text}
  </Link>
);

interface CardsProps {
  data: CommandCenter;
  query: CommandCenterQuery;
  isAdmin: boolean;
}

function Drawn({ View, data }: { View: ChartView; data: CommandCenter }) {
  return (
    <Suspense fallback={<Skeleton className="h-[220px] w-full" aria-label="Loading the chart" />}>
      <View data={data} />
    </Suspense>
  );
}

/** One chart card: its chart, and the same figures as a table (caption: the title unless said). */
interface KpiCard {
  id: string;
  csv: CommandCenterChart;
  title: string;
  description: string;
  View: ChartView;
  caption?: string;
  head: string[];
  rows: ReactNode[][];
}

/** The command center's charts, each with its table view, CSV and drill-down. */
export function KpiCards({ data, query, isAdmin }: CardsProps) {
  const type = query.engagement_type ?? 'project';
  const hasMargin = data.utilisation.total.margin !== undefined;
  const base = data.money?.base_currency ?? '';
  type MoneyRow = CommandCenter['utilisation']['by_week'][number];
  const money = (row: Pick<MoneyRow, 'revenue' | 'revenue_by_currency' | 'margin'>) =>
    isAdmin && row.revenue_by_currency !== undefined
      ? [revenueText(row, base), ...(hasMargin ? [revenueText({ revenue: row.margin ?? 0 }, base)] : [])]
      : [];
  const moneyHead = isAdmin && data.money ? ['Revenue', ...(hasMargin ? ['Margin'] : [])] : [];
  const cards: KpiCard[] = [
    {
      id: 'utilisation',
      csv: 'utilisation',
      title: 'Utilisation by week',
      description:
        'Billable and total hours against capacity (40 h for each person with a timesheet that week, less time off). Click a week for its timesheets.',
      View: Utilisation,
      head: ['Week', 'People', 'With timesheets', 'Billable', 'Total', ...moneyHead],
      rows: data.utilisation.by_week.map((row) => [
        link(drill.timesheets(row.week), formatDate(row.week)),
        row.headcount,
        row.with_timesheets,
        pct(row.billable_pct),
        pct(row.total_pct),
        ...money(row),
      ]),
    },
    {
      id: 'job-titles',
      csv: 'job_titles',
      title: 'Utilisation by job title',
      description:
        'Over the weeks of the period each person was employed and has a timesheet (person-weeks). Click a bar for the people with that title.',
      View: JobTitles,
      head: ['Job title', 'People', 'Person-weeks', 'Billable', 'Total', ...moneyHead],
      rows: data.utilisation.by_job_title.map((row) => [
        link(drill.jobTitle(row.job_title_id), row.job_title),
        row.headcount,
        row.job_title_id ? (
          <PeopleDialog
            query={{ ...query, job_title_id: row.job_title_id }}
            title={`People behind ${row.job_title}`}
            trigger={
              <button
                type="button"
                className="underline underline-offset-4"
                aria-label={`${row.person_weeks} person-weeks: the people behind ${row.job_title}`}
              >
                {row.person_weeks}
              </button>
            }
          />
        ) : (
          row.person_weeks
        ),
        pct(row.billable_pct),
        pct(row.total_pct),
        ...money(row),
      ]),
    },
    {
      id: 'pipeline',
      csv: 'pipeline',
      title: 'Pipeline by type and status',
      description: 'Engagements of every status. Click a bar for the list.',
      View: Pipeline,
      head: ['Type and status', 'Engagements'],
      rows: data.pipeline.map((row) => [
        link(drill.pipeline(row.type, row.status), `${row.type} · ${ENGAGEMENT_STATUS_LABELS[row.status]}`),
        row.count,
      ]),
    },
    {
      id: 'temperature',
      csv: 'temperature',
      title: 'Temperature mix and trend',
      description: `Now: ${data.temperature.mix.map((m) => `${m.count} ${TEMPERATURE_LABELS[m.temperature]}`).join(', ')}. Trend: sent updates per week by overall status.`,
      View: Trend,
      caption: 'Temperature mix',
      head: ['Temperature', 'Active engagements'],
      rows: data.temperature.mix.map((row) => [
        link(drill.temperature(type, row.temperature), TEMPERATURE_LABELS[row.temperature]),
        row.count,
      ]),
    },
    {
      id: 'compliance',
      csv: 'compliance',
      title: 'Timesheet compliance',
      description: 'Share of people who submitted each week. Click a week for the missing ones.',
      View: Compliance,
      head: ['Week', 'Expected', 'Submitted', 'Rate'],
      rows: data.compliance.map((row) => [
        link(drill.timesheets(row.week, true), formatDate(row.week)),
        row.expected,
        row.submitted,
        pct(row.rate),
      ]),
    },
    {
      id: 'requests',
      csv: 'requests',
      title: 'Open requests by age',
      description: `${data.requests.open} open · time to staff ${data.requests.time_to_staff.average_days ?? '—'} days on average (${data.requests.time_to_staff.staffed} staffed in the period).`,
      View: Ageing,
      head: ['Waiting', 'Requests'],
      rows: data.requests.ageing.map((row) => [isAdmin ? link(drill.requests(), row.label) : row.label, row.count]),
    },
  ];
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 xl:grid-cols-2">
      {cards.map((card) => (
        <ChartCard
          key={card.id}
          id={card.id}
          title={card.title}
          description={card.description}
          chart={<Drawn View={card.View} data={data} />}
          csvHref={exportHref(query, card.csv)}
          table={<FiguresTable caption={card.caption ?? card.title} head={card.head} rows={card.rows} />}
        />
      ))}
    </div>
  );
}
