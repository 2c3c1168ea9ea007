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
import { ValueOptions } from '@/components/value-options';
import { DataTable } from '@/components/data-table';
import { NoMatchesState } from '@/components/no-matches-state';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { pickOne, useDebouncedParam, useUrlParams } from '@/lib/use-url-params';
import { toast } from '@/lib/toast';
import { ADMIN_PAGE_SIZE, useAdminWeeks, useDecideWeeks, useRemind } from '../api/admin-weeks';
import { adminColumns, rowIdOf } from './admin-columns';
import { RejectDialog } from './reject-dialog';
import { TotalsCard } from './totals-card';

const mondayOr = (value: string | null, fallback: string) => (value && isMonday(value) ? value : fallback);

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
      <div role="search" className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          Search people
          <Input value={q} onChange={(event) => setQ(event.target.value)} placeholder="Name" className="w-44" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          From week
          <Input
            type="date"
            value={from}
            step={7}
            onChange={(event) => set({ from: event.target.value })}
            className="w-40"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          To week
          <Input
            type="date"
            value={to}
            step={7}
            onChange={(event) => set({ to: event.target.value })}
            className="w-40"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Status
          <NativeSelect
            value={status ?? ''}
            onChange={(event) => set({ status: event.target.value || undefined })}
            className="w-36"
          >
            <option value="">All</option>
            <ValueOptions values={TIMESHEET_VIEW_STATUSES} labels={TIMESHEET_STATUS_LABELS} />
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Flags
          <NativeSelect
            value={anomaly ?? ''}
            onChange={(event) => set({ anomaly: event.target.value || undefined })}
            className="w-44"
          >
            <option value="">Any or none</option>
            <option value="any">With any flag</option>
            <ValueOptions values={ANOMALY_CODES} labels={ANOMALY_LABELS} />
          </NativeSelect>
        </label>
      </div>
      <DataTable
        id="admin-timesheets"
        caption="Weeks by person"
        columns={columns}
        rows={rows}
        getRowId={rowIdOf}
        error={
          weeks.isError
            ? { title: 'We could not load the weeks.', cause: weeks.error, onRetry: () => void weeks.refetch() }
            : undefined
        }
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
          weeks.data ? (
            <Pagination
              page={page}
              pageSize={ADMIN_PAGE_SIZE}
              total={weeks.data.total}
              onPageChange={(next) => set({ page: String(next) })}
              noun="weeks"
            />
          ) : null
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
