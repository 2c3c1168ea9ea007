import { CsvExportButton } from '@/components/data-table';
import { formatDate } from '@/lib/dates';
import { ClipboardList } from 'lucide-react';
import { useCan } from '@/lib/permissions';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePrefill } from '../api/prefill';
import { useStatusUpdates } from '../api/list-status-updates';
import { HealthSummary } from '@/entities/engagement';
import { StatusUpdateForm } from './status-update-form';
import { StatusUpdateView } from './status-update-view';

/** The engagement's status updates tab: health, this week's form (prefilled) and the history. */
export function EngagementStatusTab({ engagementId }: { engagementId: string }) {
  const maySend = useCan('status_updates.send');
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {maySend ? <WriteUpdate engagementId={engagementId} /> : null}
      <History engagementId={engagementId} />
    </div>
  );
}

function WriteUpdate({ engagementId }: { engagementId: string }) {
  const prefill = usePrefill(engagementId);
  return (
    <QueryState
      query={prefill}
      loading={<Skeleton className="h-96 w-full" aria-label="Loading the form" />}
      errorTitle="Could not prepare this week's update"
    >
      {(week) => (
        <section className="space-y-3" aria-labelledby="write-update">
          <h2 id="write-update" className="text-lg font-semibold">
            This week&apos;s update (week of {formatDate(week.week_start)})
          </h2>
          <HealthSummary health={week.health} />
          <StatusUpdateForm key={prefill.dataUpdatedAt} engagementId={engagementId} prefill={week} />
        </section>
      )}
    </QueryState>
  );
}

function History({ engagementId }: { engagementId: string }) {
  const updates = useStatusUpdates({ engagement_id: engagementId, pageSize: 50 });
  return (
    <section className="space-y-3" aria-labelledby="update-history">
      <div className="flex items-center justify-between gap-2">
        <h2 id="update-history" className="text-lg font-semibold">
          History
        </h2>
        {updates.data?.items.length ? (
          <CsvExportButton
            csv={{
              path: '/api/status-updates',
              search: { engagement_id: engagementId },
              filename: 'status-updates.csv',
            }}
          />
        ) : null}
      </div>
      <QueryState
        query={updates}
        loading={<Skeleton className="h-40 w-full" aria-label="Loading the history" />}
        errorTitle="Could not load the updates"
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              icon={ClipboardList}
              title="No status updates yet"
              description="Send the first one with the form."
            />
          ) : (
            items.map((update) => <StatusUpdateView key={update.id} update={update} />)
          )
        }
      </QueryState>
    </section>
  );
}
