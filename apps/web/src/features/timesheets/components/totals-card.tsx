import { formatHoursTotal, TIMESHEET_STATUS_LABELS, TIMESHEET_VIEW_STATUSES } from '@praxis/shared';
import { ErrorState } from '@/components/error-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminTotals, type AdminWeeksParams } from '../api/admin-weeks';

const TOP = 10;

/** Totals of the period: by status, by engagement and by person. */
export function TotalsCard({ filters }: { filters: Omit<AdminWeeksParams, 'page'> }) {
  const totals = useAdminTotals(filters);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Totals</CardTitle>
        <CardDescription>
          {totals.data
            ? `${formatHoursTotal(totals.data.total_hours)} logged, ${formatHoursTotal(totals.data.billable_hours)} billable`
            : 'Hours of the period'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {totals.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : totals.isError ? (
          <ErrorState
            title="We could not load the totals."
            error={totals.error}
            onRetry={() => void totals.refetch()}
          />
        ) : (
          <div className="grid gap-6 md:grid-cols-3">
            <section aria-label="Weeks by status">
              <h3 className="mb-2 text-sm font-medium">Weeks by status</h3>
              <ul className="text-sm">
                {TIMESHEET_VIEW_STATUSES.map((status) => (
                  <li key={status} className="flex justify-between gap-2">
                    <span>{TIMESHEET_STATUS_LABELS[status]}</span>
                    <span className="tabular-nums">{totals.data.by_status[status]}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-label="Hours by engagement">
              <h3 className="mb-2 text-sm font-medium">By engagement</h3>
              <ul className="text-sm">
                {totals.data.by_engagement.slice(0, TOP).map((row) => (
                  <li key={`${row.engagement_id ?? row.engagement_name}`} className="flex justify-between gap-2">
                    <span className="truncate">{row.engagement_name}</span>
                    <span className="tabular-nums">{formatHoursTotal(row.hours)}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-label="Hours by person">
              <h3 className="mb-2 text-sm font-medium">By person</h3>
              <ul className="text-sm">
                {totals.data.by_person.slice(0, TOP).map((row) => (
                  <li key={row.consultant_id} className="flex justify-between gap-2">
                    <span className="truncate">{row.consultant_name}</span>
                    <span className="tabular-nums">{formatHoursTotal(row.hours)}</span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
