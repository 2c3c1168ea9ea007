import { Link } from 'react-router';
import {
  ENGAGEMENT_TYPE_LABELS,
  ENGAGEMENT_TYPES,
  type CommandCenter,
  type CommandCenterQuery,
  type EngagementType,
} from '@praxis/shared';
import { FilterField, FilterSelect } from '@/components/filter-bar';
import { labelledOptions } from '@/components/labelled-options';
import { QueryState } from '@/components/query-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Input } from '@/components/ui/input';
import { formatDate, formatDateTime, isIsoDate } from '@/lib/dates';
import { useHasRole } from '@/lib/permissions';
import { useUrlParams } from '@/lib/use-url-params';
import { useCommandCenter, useJobTitleOptions } from '../api/kpis';
import { drill } from '../lib/drill';
import { CostBasis } from './cost-basis-form';
import { FirmForecast } from './firm-forecast';
import { KpiCards } from './kpi-cards';
import { PeopleDialog } from './people-dialog';
import { RevenueTile } from './revenue-tile';

/** The period's two ends, each a date field. */
const PERIOD_FIELDS = [
  { key: 'from', label: 'From' },
  { key: 'to', label: 'To' },
] as const;

/** The period and filters live in the URL (shareable, back button). */
function useQueryFromUrl(): [CommandCenterQuery, (key: string, value: string) => void] {
  const { params, set: setParams } = useUrlParams();
  const date = (key: string) => {
    const value = params.get(key);
    return isIsoDate(value) ? value : undefined;
  };
  const type = params.get('engagement_type');
  const query: CommandCenterQuery = {
    ...(date('from') ? { from: date('from') } : {}),
    ...(date('to') ? { to: date('to') } : {}),
    ...(params.get('job_title_id') ? { job_title_id: params.get('job_title_id') ?? undefined } : {}),
    ...((ENGAGEMENT_TYPES as readonly string[]).includes(type ?? '')
      ? { engagement_type: type as EngagementType }
      : {}),
  };
  const set = (key: string, value: string) => setParams({ [key]: value });
  return [query, set];
}

function Tile({ label, value, hint, to }: { label: string; value: string; hint: string; to?: string }) {
  const body = (
    <>
      <span className="text-sm text-muted-foreground">{label}</span>
      <span className="text-2xl font-semibold tabular-nums">{value}</span>
      <span className="text-xs text-muted-foreground">{hint}</span>
    </>
  );
  return to ? (
    <Link to={to} className="flex flex-col gap-1 rounded-lg border p-4 hover:bg-muted/50">
      {body}
    </Link>
  ) : (
    <div className="flex flex-col gap-1 rounded-lg border p-4">{body}</div>
  );
}

function Tiles({ data, query, isAdmin }: { data: CommandCenter; query: CommandCenterQuery; isAdmin: boolean }) {
  const total = data.utilisation.total;
  const lastCompliance = data.compliance.at(-2) ?? data.compliance.at(-1);
  // What the utilisation covers: only people's weeks with a timesheet count, so empty weeks do not dilute it.
  const covers = `${data.weeks_with_timesheets} of ${data.weeks} weeks with timesheets · ${total.person_weeks} person-weeks`;
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Tile
          label="Billable utilisation"
          value={total.billable_pct === null ? '—' : `${total.billable_pct} %`}
          hint={`${total.billable_hours} h billable`}
        />
        <Tile
          label="Total utilisation"
          value={total.total_pct === null ? '—' : `${total.total_pct} %`}
          hint={`of ${total.capacity_hours} h capacity`}
        />
        <Tile
          label="On the bench"
          value={String(data.bench.people.length)}
          hint={`of ${data.bench.headcount} this week`}
          {...(isAdmin ? { to: drill.bench() } : {})}
        />
        <Tile
          label="Timesheet compliance"
          value={lastCompliance?.rate === null || !lastCompliance ? '—' : `${lastCompliance.rate} %`}
          hint={lastCompliance ? `week of ${formatDate(lastCompliance.week)}` : 'no weeks'}
        />
        {isAdmin && data.money ? (
          <RevenueTile data={data} />
        ) : (
          <Tile label="Open requests" value={String(data.requests.open)} hint="waiting for people" />
        )}
      </div>
      <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
        <span>Utilisation covers {covers}.</span>
        <PeopleDialog
          query={query}
          title="People behind the utilisation"
          trigger={
            <button type="button" className="underline underline-offset-4 hover:text-foreground">
              See the people
            </button>
          }
        />
      </p>
    </div>
  );
}

/** /command-center: the firm's KPIs with charts, tables, CSV and drill-downs (docs/product.md §11.11). */
export function CommandCenterPage() {
  const [query, set] = useQueryFromUrl();
  const kpis = useCommandCenter(query);
  const titles = useJobTitleOptions();
  const isAdmin = useHasRole('admin');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Command Center"
        description={
          kpis.data
            ? `Weeks of ${formatDate(kpis.data.from)} to ${formatDate(kpis.data.to)}${kpis.data.refreshed_at ? ` · hours as of ${formatDateTime(kpis.data.refreshed_at)}` : ''}`
            : 'Firm KPIs: utilisation, bench, pipeline, temperature, timesheets and requests.'
        }
      />
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Period and filters"
        onSubmit={(e) => e.preventDefault()}
      >
        {PERIOD_FIELDS.map(({ key, label }) => (
          <FilterField key={key} id={`period-${key}`} label={label}>
            <Input
              id={`period-${key}`}
              type="date"
              value={query[key] ?? kpis.data?.[key] ?? ''}
              onChange={(e) => set(key, e.target.value)}
            />
          </FilterField>
        ))}
        <FilterSelect
          id="filter-job-title"
          label="Job title"
          all="All job titles"
          options={(titles.data ?? []).map((title) => ({ value: title.id, label: title.title }))}
          value={query.job_title_id ?? ''}
          onChange={(value) => set('job_title_id', value)}
        />
        <FilterSelect
          id="filter-engagement-type"
          label="Engagement type"
          all="All types"
          options={labelledOptions(ENGAGEMENT_TYPES, ENGAGEMENT_TYPE_LABELS)}
          value={query.engagement_type ?? ''}
          onChange={(value) => set('engagement_type', value)}
        />
      </form>
      <QueryState
        query={kpis}
        loading={<Skeleton className="h-96 w-full" aria-label="Loading the KPIs" />}
        errorTitle="Could not load the KPIs"
      >
        {(data) => (
          <>
            <Tiles data={data} query={query} isAdmin={isAdmin} />
            {isAdmin ? <CostBasis /> : null}
            <KpiCards data={data} query={query} isAdmin={isAdmin} />
          </>
        )}
      </QueryState>
      <FirmForecast />
    </div>
  );
}
