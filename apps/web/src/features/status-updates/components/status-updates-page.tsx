import { CsvExportButton } from '@/components/data-table';
import { formatDate } from '@/lib/dates';
import { engagementPath } from '@praxis/shared';
import { Link } from 'react-router';
import { ClipboardList, PartyPopper } from 'lucide-react';
import type { EngagementHealth } from '@praxis/shared';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { RevealWhenLoaded } from '@/components/reveal-when-loaded';
import { TitledSection } from '@/components/titled-section';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useEngagementHealth } from '../api/engagement-health';
import { useStatusUpdates } from '../api/list-status-updates';
import { HealthSummary } from '@/entities/engagement';
import { StatusUpdateView } from './status-update-view';

const tabLink = (row: EngagementHealth) => engagementPath(row.engagement_type, row.engagement_id, 'status-updates');

/** /status-updates: the caller's active engagements with their health and overdue updates, then recent updates. */
export function StatusUpdatesPage() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Status Updates"
        description="Weekly updates of your engagements: an active engagement is overdue after 7 days without one."
      />
      {/* The health of every engagement takes a few seconds on a large firm: wait for it rather than have it push
          the recent updates down when it arrives. */}
      <RevealWhenLoaded
        latestMs={8_000}
        className="flex flex-col gap-6"
        skeleton={<Skeleton className="h-96 w-full" aria-label="Loading status updates" />}
      >
        <HealthList />
        <RecentUpdates />
      </RevealWhenLoaded>
    </div>
  );
}

function HealthList() {
  const health = useEngagementHealth();
  return (
    <TitledSection id="your-engagements" title="Your active engagements" className="space-y-3">
      <QueryState
        query={health}
        loading={<Skeleton className="h-40 w-full" aria-label="Loading engagements" />}
        errorTitle="Could not load your engagements"
        empty={<EmptyState icon={PartyPopper} title="No active engagements" description="Nothing needs an update." />}
      >
        {(rows) => (
          <ul className="grid gap-3 md:grid-cols-2">
            {rows.map((row) => (
              <li key={row.engagement_id} className="flex flex-col gap-2 rounded-lg border p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{row.engagement_name}</p>
                    <p className="text-xs text-muted-foreground">
                      {row.client_name} ·{' '}
                      {row.days_since_update === null
                        ? 'no update sent yet'
                        : `last update ${row.days_since_update} days ago`}
                    </p>
                  </div>
                  {row.overdue ? <Badge variant="danger">Update overdue</Badge> : null}
                </div>
                <HealthSummary health={row} />
                <Link
                  to={tabLink(row)}
                  className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
                >
                  Write the update<span className="sr-only"> for {row.engagement_name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </TitledSection>
  );
}

function RecentUpdates() {
  const updates = useStatusUpdates({ state: 'sent', pageSize: 20 });
  return (
    <TitledSection
      id="recent-updates"
      title="Recently sent"
      actions={
        <CsvExportButton
          csv={{ path: '/api/status-updates', search: { state: 'sent' }, filename: 'status-updates.csv' }}
        />
      }
      className="space-y-3"
    >
      <QueryState
        query={updates}
        loading={<Skeleton className="h-40 w-full" aria-label="Loading updates" />}
        errorTitle="Could not load the updates"
        empty={<EmptyState icon={ClipboardList} title="No updates sent yet" description="Sent updates appear here." />}
      >
        {({ items }) =>
          items.map((update) => (
            <div key={update.id} className="space-y-1">
              <StatusUpdateView update={update} />
              <Link to={`/status-updates/${update.id}`} className="text-sm underline underline-offset-4">
                Printable view
                <span className="sr-only">
                  {' '}
                  of {update.engagement_name}, week of {formatDate(update.week_start)}
                </span>
              </Link>
            </div>
          ))
        }
      </QueryState>
    </TitledSection>
  );
}
