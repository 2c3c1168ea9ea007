import { engagementPath, type EngagementHealth } from '@praxis/shared';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryState } from '@/components/query-state';
import { useEngagementHealth } from '../api/engagement-health';

/** Home: the caller's active engagements whose weekly update is overdue (none sent in 7 days). */
export function OverdueUpdates() {
  const health = useEngagementHealth();
  return (
    <section className="space-y-2" aria-labelledby="overdue-updates">
      <h2 id="overdue-updates" className="font-semibold">
        Overdue status updates
      </h2>
      <QueryState
        query={health}
        loading={<Skeleton className="h-16 w-full" aria-label="Loading overdue updates" />}
        errorTitle="Could not load overdue updates"
      >
        {(rows) => <OverdueList overdue={rows.filter((row) => row.overdue)} />}
      </QueryState>
    </section>
  );
}

function OverdueList({ overdue }: { overdue: EngagementHealth[] }) {
  if (overdue.length === 0)
    return <p className="text-sm text-muted-foreground">Every active engagement of yours has a recent update.</p>;
  return (
    <ul className="space-y-1 text-sm">
      {overdue.map((row) => (
        <li key={row.engagement_id} className="flex flex-wrap items-center justify-between gap-2">
          <Link
            to={engagementPath(row.engagement_type, row.engagement_id, 'status-updates')}
            className="font-medium underline-offset-4 hover:underline"
          >
            {row.engagement_name}
          </Link>
          <span className="text-muted-foreground">
            {row.days_since_update === null ? 'never sent' : `last sent ${row.days_since_update} days ago`}
          </span>
        </li>
      ))}
    </ul>
  );
}
