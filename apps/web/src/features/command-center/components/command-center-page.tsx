import { Link, useSearchParams } from 'react-router';
import { ENGAGEMENT_TYPES, type CommandCenter, type CommandCenterQuery, type EngagementType } from '@praxis/shared';
import { ValueOptions } from '@/components/value-options';
import { QueryState } from '@/components/query-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDate, formatDateTime, isIsoDate } from '@/lib/dates';
import { useHasRole } from '@/lib/permissions';
import { useCommandCenter, useJobTitleOptions } from '../api/kpis';
import { drill } from '../lib/drill';
import { CostBasis } from './cost-basis-form';
import { KpiCards } from './kpi-cards';

const TYPE_LABELS: Record<EngagementType, string> = {
  project: 'Projects',
  trust360: 'Managed Services',
  retainer: 'Support Retainers',
};

/** The period and filters live in the URL (shareable, back button). */
function useQueryFromUrl(): [CommandCenterQuery, (key: string, value: string) => void] {
  const [params, setParams] = useSearchParams();
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
  const set = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
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

function Tiles({ data, isAdmin }: { data: CommandCenter; isAdmin: boolean }) {
  const total = data.utilisation.total;
  const lastCompliance = data.compliance.at(-2) ?? data.compliance.at(-1);
  return (
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
      {isAdmin && total.revenue !== undefined ? (
        <Tile
          label={total.margin !== undefined ? 'Revenue and margin' : 'Revenue'}
          value={total.revenue.toLocaleString()}
          hint={
            total.margin !== undefined
              ? `margin ${total.margin.toLocaleString()} (${total.margin_pct ?? '—'} %)`
              : 'billable hours × rates'
          }
        />
      ) : (
        <Tile label="Open requests" value={String(data.requests.open)} hint="waiting for people" />
      )}
    </div>
  );
}

/** /command-center: the firm's KPIs with charts, tables, CSV and drill-downs (issue 18 §4). */
export function CommandCenterPage() {
  const [query, set] = useQueryFromUrl();
  const kpis = useCommandCenter(query);
  const titles = useJobTitleOptions();
  const isAdmin = useHasRole('admin');
  const field = 'h-9 rounded-md border bg-background px-2 text-sm';
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
        <label className="flex flex-col gap-1 text-sm">
          From
          <input
            type="date"
            className={field}
            value={query.from ?? kpis.data?.from ?? ''}
            onChange={(e) => set('from', e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          To
          <input
            type="date"
            className={field}
            value={query.to ?? kpis.data?.to ?? ''}
            onChange={(e) => set('to', e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Job title
          <NativeSelect value={query.job_title_id ?? ''} onChange={(e) => set('job_title_id', e.target.value)}>
            <option value="">All job titles</option>
            {titles.data?.map((title) => (
              <option key={title.id} value={title.id}>
                {title.title}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Engagement type
          <NativeSelect value={query.engagement_type ?? ''} onChange={(e) => set('engagement_type', e.target.value)}>
            <option value="">All types</option>
            <ValueOptions values={ENGAGEMENT_TYPES} labels={TYPE_LABELS} />
          </NativeSelect>
        </label>
      </form>
      <QueryState
        query={kpis}
        loading={<Skeleton className="h-96 w-full" aria-label="Loading the KPIs" />}
        errorTitle="Could not load the KPIs"
      >
        {(data) => (
          <>
            <Tiles data={data} isAdmin={isAdmin} />
            {isAdmin ? <CostBasis /> : null}
            <KpiCards data={data} query={query} isAdmin={isAdmin} />
          </>
        )}
      </QueryState>
    </div>
  );
}
