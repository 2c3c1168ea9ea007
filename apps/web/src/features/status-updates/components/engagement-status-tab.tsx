import { CsvExportButton } from '@/components/data-table';
import { formatDate } from '@/lib/dates';
import { ClipboardList } from 'lucide-react';
import { useCan } from '@/lib/permissions';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { TitledSection } from '@/components/titled-section';
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
        <TitledSection
          id="write-update"
          title={`This week's update (week of ${formatDate(week.week_start)})`}
          className="space-y-3"
        >
          <HealthSummary health={week.health} />
          <StatusUpdateForm key={prefill.dataUpdatedAt} engagementId={engagementId} prefill={week} />
        </TitledSection>
      )}
    </QueryState>
  );
}

function History({ engagementId }: { engagementId: string }) {
  const updates = useStatusUpdates({ engagement_id: engagementId, pageSize: 50 });
  return (
    <TitledSection
      id="update-history"
      title="History"
      actions={
        updates.data?.items.length ? (
          <CsvExportButton
            csv={{
              path: '/api/status-updates',
              search: { engagement_id: engagementId },
              filename: 'status-updates.csv',
            }}
          />
        ) : null
      }
      className="space-y-3"
    >
      <QueryState
        query={updates}
        loading={<Skeleton className="h-40 w-full" aria-label="Loading the history" />}
        errorTitle="Could not load the updates"
        empty={
          <EmptyState
            icon={ClipboardList}
            title="No status updates yet"
            description="Send the first one with the form."
          />
        }
      >
        {({ items }) => items.map((update) => <StatusUpdateView key={update.id} update={update} />)}
      </QueryState>
    </TitledSection>
  );
}
