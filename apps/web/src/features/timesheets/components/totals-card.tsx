import { formatHoursTotal, TIMESHEET_STATUS_LABELS, TIMESHEET_VIEW_STATUSES } from '@praxis/shared';
import { QueryState } from '@/components/query-state';
import { TitledCard } from '@/components/titled-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminTotals, type AdminWeeksParams } from '../api/admin-weeks';

const TOP = 10;

interface TotalsListProps {
  /** The section's name for assistive technology ("Hours by engagement"). */
  label: string;
  heading: string;
  rows: readonly { key: string; name: string; figure: string | number }[];
}

/** One column of the totals: names on the left, their figures on the right. */
function TotalsList({ label, heading, rows }: TotalsListProps) {
  return (
    <section aria-label={label}>
      <h3 className="mb-2 text-sm font-medium">{heading}</h3>
      <ul className="text-sm">
        {rows.map((row) => (
          <li key={row.key} className="flex justify-between gap-2">
            <span className="truncate">{row.name}</span>
            <span className="tabular-nums">{row.figure}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Totals of the period: by status, by engagement and by person. */
export function TotalsCard({ filters }: { filters: Omit<AdminWeeksParams, 'page'> }) {
  const totals = useAdminTotals(filters);
  return (
    <TitledCard
      title="Totals"
      description={
        totals.data
          ? `${formatHoursTotal(totals.data.total_hours)} logged, ${formatHoursTotal(totals.data.billable_hours)} billable`
          : 'Hours of the period'
      }
    >
      <QueryState
        query={totals}
        loading={<Skeleton className="h-24 w-full" />}
        errorTitle="We could not load the totals."
      >
        {(data) => (
          <div className="grid gap-6 md:grid-cols-3">
            <TotalsList
              label="Weeks by status"
              heading="Weeks by status"
              rows={TIMESHEET_VIEW_STATUSES.map((status) => ({
                key: status,
                name: TIMESHEET_STATUS_LABELS[status],
                figure: data.by_status[status],
              }))}
            />
            <TotalsList
              label="Hours by engagement"
              heading="By engagement"
              rows={data.by_engagement.slice(0, TOP).map((row) => ({
                key: row.engagement_id ?? row.engagement_name,
                name: row.engagement_name,
                figure: formatHoursTotal(row.hours),
              }))}
            />
            <TotalsList
              label="Hours by person"
              heading="By person"
              rows={data.by_person.slice(0, TOP).map((row) => ({
                key: row.consultant_id,
                name: row.consultant_name,
                figure: formatHoursTotal(row.hours),
              }))}
            />
          </div>
        )}
      </QueryState>
    </TitledCard>
  );
}
