import { lazy, Suspense, type ComponentType } from 'react';
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

/** The command center's charts, each with its table view, CSV and drill-down. */
export function KpiCards({ data, query, isAdmin }: CardsProps) {
  const csv = (name: CommandCenterChart) => exportHref(query, name);
  const type = query.engagement_type ?? 'project';
  const hasMargin = data.utilisation.total.margin !== undefined;
  const money = (row: { revenue?: number | undefined; margin?: number | undefined }) =>
    isAdmin && row.revenue !== undefined
      ? [row.revenue.toLocaleString(), ...(hasMargin ? [(row.margin ?? 0).toLocaleString()] : [])]
      : [];
  const moneyHead = isAdmin ? ['Revenue', ...(hasMargin ? ['Margin'] : [])] : [];
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 xl:grid-cols-2">
      <ChartCard
        id="utilisation"
        title="Utilisation by week"
        description="Billable and total hours against capacity (40 h a person, less time off). Click a week for its timesheets."
        chart={<Drawn View={Utilisation} data={data} />}
        csvHref={csv('utilisation')}
        table={
          <FiguresTable
            caption="Utilisation by week"
            head={['Week', 'People', 'Billable', 'Total', ...moneyHead]}
            rows={data.utilisation.by_week.map((row) => [
              link(drill.timesheets(row.week), formatDate(row.week)),
              row.headcount,
              pct(row.billable_pct),
              pct(row.total_pct),
              ...money(row),
            ])}
          />
        }
      />
      <ChartCard
        id="job-titles"
        title="Utilisation by job title"
        description="Over the whole period. Click a bar for the people with that title."
        chart={<Drawn View={JobTitles} data={data} />}
        csvHref={csv('job_titles')}
        table={
          <FiguresTable
            caption="Utilisation by job title"
            head={['Job title', 'People', 'Billable', 'Total', ...moneyHead]}
            rows={data.utilisation.by_job_title.map((row) => [
              link(drill.jobTitle(row.job_title_id), row.job_title),
              row.headcount,
              pct(row.billable_pct),
              pct(row.total_pct),
              ...money(row),
            ])}
          />
        }
      />
      <ChartCard
        id="pipeline"
        title="Pipeline by type and status"
        description="Engagements of every status. Click a bar for the list."
        chart={<Drawn View={Pipeline} data={data} />}
        csvHref={csv('pipeline')}
        table={
          <FiguresTable
            caption="Pipeline by type and status"
            head={['Type and status', 'Engagements']}
            rows={data.pipeline.map((row) => [
              link(drill.pipeline(row.type, row.status), `${row.type} · ${ENGAGEMENT_STATUS_LABELS[row.status]}`),
              row.count,
            ])}
          />
        }
      />
      <ChartCard
        id="temperature"
        title="Temperature mix and trend"
        description={`Now: ${data.temperature.mix.map((m) => `${m.count} ${TEMPERATURE_LABELS[m.temperature]}`).join(', ')}. Trend: sent updates per week by overall status.`}
        chart={<Drawn View={Trend} data={data} />}
        csvHref={csv('temperature')}
        table={
          <FiguresTable
            caption="Temperature mix"
            head={['Temperature', 'Active engagements']}
            rows={data.temperature.mix.map((row) => [
              link(drill.temperature(type, row.temperature), TEMPERATURE_LABELS[row.temperature]),
              row.count,
            ])}
          />
        }
      />
      <ChartCard
        id="compliance"
        title="Timesheet compliance"
        description="Share of people who submitted each week. Click a week for the missing ones."
        chart={<Drawn View={Compliance} data={data} />}
        csvHref={csv('compliance')}
        table={
          <FiguresTable
            caption="Timesheet compliance"
            head={['Week', 'Expected', 'Submitted', 'Rate']}
            rows={data.compliance.map((row) => [
              link(drill.timesheets(row.week, true), formatDate(row.week)),
              row.expected,
              row.submitted,
              pct(row.rate),
            ])}
          />
        }
      />
      <ChartCard
        id="requests"
        title="Open requests by age"
        description={`${data.requests.open} open · time to staff ${data.requests.time_to_staff.average_days ?? '—'} days on average (${data.requests.time_to_staff.staffed} staffed in the period).`}
        chart={<Drawn View={Ageing} data={data} />}
        csvHref={csv('requests')}
        table={
          <FiguresTable
            caption="Open requests by age"
            head={['Waiting', 'Requests']}
            rows={data.requests.ageing.map((row) => [
              isAdmin ? link(drill.requests(), row.label) : row.label,
              row.count,
            ])}
          />
        }
      />
    </div>
  );
}
