import { useMemo, useState } from 'react';
import { ClipboardList } from 'lucide-react';
import {
  addDays,
  ANOMALY_CODES,
  ANOMALY_LABELS,
  currentWeekStart,
  isMonday,
  TIMESHEET_STATUS_LABELS,
  TIMESHEET_VIEW_STATUSES,
  type TimesheetAdminRow,
} from '@praxis/shared';
import { DataTable, queryError } from '@/components/data-table';
import { FilterBar, FilterField, FilterSelect } from '@/components/filter-bar';
import { labelledOptions } from '@/components/labelled-options';
import { NoMatchesState } from '@/components/no-matches-state';
import { PageHeader } from '@/components/page-header';
import { QueryPagination } from '@/components/query-pagination';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { pickOne, useDebouncedParam, useUrlParams } from '@/lib/use-url-params';
import { toast } from '@/lib/toast';
import { ADMIN_PAGE_SIZE, useAdminWeeks, useDecideWeeks, useRemind } from '../api/admin-weeks';
import { adminColumns, rowIdOf } from './admin-columns';
import { RejectDialog } from './reject-dialog';
import { TotalsCard } from './totals-card';

const mondayOr = (value: string | null, fallback: string) => (value && isMonday(value) ? value : fallback);

const ANOMALY_OPTIONS = [{ value: 'any', label: 'With any flag' }, ...labelledOptions(ANOMALY_CODES, ANOMALY_LABELS)];

/** A week's first day, picked on a date field that steps by weeks. */
function WeekField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterField id={id} label={label}>
      <Input
        id={id}
        type="date"
        value={value}
        step={7}
        onChange={(event) => onChange(event.target.value)}
        className="w-40"
      />
    </FilterField>
  );
}

/** /admin-timesheet-view: weeks by person for a period; approve, reject, remind, export approved hours. */
export function AdminTimesheetPage() {
  const { params, set } = useUrlParams();
  const thisWeek = currentWeekStart('UTC');
  const from = mondayOr(params.get('from'), addDays(thisWeek, -21));
  const to = mondayOr(params.get('to'), thisWeek);
  const status = pickOne(TIMESHEET_VIEW_STATUSES, params.get('status'));
  const anomaly = pickOne(['any', ...ANOMALY_CODES] as const, params.get('anomaly'));
  const [q, setQ] = useDebouncedParam('q');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = {
    from,
    to,
    ...(status ? { status } : {}),
    ...(anomaly ? { anomaly } : {}),
    ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
  };
  const weeks = useAdminWeeks({ ...filters, page });
  const decideWeeks = useDecideWeeks();
  const remind = useRemind();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<TimesheetAdminRow[] | null>(null);

  const rows = weeks.data?.items;
  const selectedRows = (rows ?? []).filter((row) => selected.has(rowIdOf(row)));
  const decidable = selectedRows.filter((row) => row.can_decide && row.week_id && row.version);
  const missing = selectedRows.filter((row) => row.status === 'missing' || row.status === 'draft');

  const decide = (targets: TimesheetAdminRow[], decision: 'approve' | 'reject', reason?: string) =>
    decideWeeks.mutate(
      {
        decision,
        ...(reason ? { reason } : {}),
        weeks: targets.flatMap((row) =>
          row.week_id && row.version ? [{ id: row.week_id, version: row.version }] : [],
        ),
      },
      {
        onSuccess: ({ results }) => {
          const failed = results.filter((result) => !result.ok);
          const done = results.length - failed.length;
          if (done)
            toast.success(`${done} week${done === 1 ? '' : 's'} ${decision === 'approve' ? 'approved' : 'rejected'}`);
          if (failed[0]) toast.error(`${failed.length} not changed: ${failed[0].message ?? ''}`);
          setSelected(new Set());
          setRejecting(null);
        },
        onError: (error) => toast.error(isApiError(error) ? error.message : 'The decision was not saved.'),
      },
    );

  const columns = useMemo(
    () =>
      adminColumns({
        selected,
        toggle: (row) =>
          setSelected((current) => {
            const next = new Set(current);
            if (next.has(rowIdOf(row))) next.delete(rowIdOf(row));
            else next.add(rowIdOf(row));
            return next;
          }),
        decide: (row, decision) => (decision === 'approve' ? decide([row], 'approve') : setRejecting([row])),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [selected],
  );

  const sendReminders = () => {
    const byWeek = new Map<string, string[]>();
    for (const row of missing) byWeek.set(row.week_start, [...(byWeek.get(row.week_start) ?? []), row.consultant_id]);
    for (const [week, ids] of byWeek) {
      remind.mutate(
        { week_start: week, consultant_ids: ids },
        { onSuccess: ({ reminded }) => toast.success(`${reminded} reminder${reminded === 1 ? '' : 's'} sent`) },
      );
    }
    setSelected(new Set());
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <PageHeader title="Admin Timesheet View" description="Review, approve and export the weeks of the period." />
      <FilterBar label="Filter weeks">
        <FilterField id="timesheets-q" label="Search people">
          <Input
            id="timesheets-q"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder="Name"
            className="w-44"
          />
        </FilterField>
        <WeekField id="timesheets-from" label="From week" value={from} onChange={(value) => set({ from: value })} />
        <WeekField id="timesheets-to" label="To week" value={to} onChange={(value) => set({ to: value })} />
        <FilterSelect
          id="timesheets-status"
          label="Status"
          all="All"
          options={labelledOptions(TIMESHEET_VIEW_STATUSES, TIMESHEET_STATUS_LABELS)}
          value={status ?? ''}
          onChange={(value) => set({ status: value })}
          className="w-36"
        />
        <FilterSelect
          id="timesheets-anomaly"
          label="Flags"
          all="Any or none"
          options={ANOMALY_OPTIONS}
          value={anomaly ?? ''}
          onChange={(value) => set({ anomaly: value })}
          className="w-44"
        />
      </FilterBar>
      <DataTable
        id="admin-timesheets"
        caption="Weeks by person"
        columns={columns}
        rows={rows}
        getRowId={rowIdOf}
        error={queryError(weeks, 'We could not load the weeks.')}
        empty={
          <NoMatchesState
            icon={ClipboardList}
            title="No weeks match these filters"
            onClear={() => set({ status: undefined, anomaly: undefined, q: undefined })}
          />
        }
        csv={{
          path: '/api/timesheets/admin/export',
          search: { from, to },
          filename: `approved-hours-${from}-to-${to}.csv`,
        }}
        toolbar={
          <>
            <span className="text-sm text-muted-foreground">{selected.size} selected</span>
            <Button
              size="sm"
              disabled={decidable.length === 0 || decideWeeks.isPending}
              onClick={() => decide(decidable, 'approve')}
            >
              Approve selected
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={decidable.length === 0}
              onClick={() => setRejecting(decidable)}
            >
              Reject selected
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={missing.length === 0 || remind.isPending}
              onClick={sendReminders}
            >
              Remind selected
            </Button>
          </>
        }
        footer={
          <QueryPagination
            query={weeks}
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            onPageChange={(next) => set({ page: String(next) })}
            noun="weeks"
          />
        }
      />
      <TotalsCard filters={filters} />
      {rejecting ? (
        <RejectDialog
          count={rejecting.length}
          isPending={decideWeeks.isPending}
          onCancel={() => setRejecting(null)}
          onReject={(reason) => decide(rejecting, 'reject', reason)}
        />
      ) : null}
    </div>
  );
}
