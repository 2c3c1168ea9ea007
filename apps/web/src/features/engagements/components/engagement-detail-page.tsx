import { Breadcrumbs } from '@/components/breadcrumbs';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, NavLink, useParams } from 'react-router';
import { ENGAGEMENT_TABS, type Engagement, type EngagementTab } from '@praxis/shared';
import { EngagementStatusChip, TemperatureChip } from '@/entities/engagement';
import { ErrorState } from '@/components/error-state';
import { NotFound } from '@/components/not-found';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useEngagement } from '../api/get-engagement';
import { engagementPath, engagementTypeOfSlug, typeLabel } from '../lib/engagement-type';
import { formatRange } from '../lib/format';
import { DeleteEngagementButton } from './delete-engagement-button';
import { EditEngagementButton } from './edit-engagement-dialog';
import { ActivityTab } from './activity-tab';
import { OverviewTab } from './overview-tab';
import { RequestsTab } from './requests-tab';
import { TeamTab } from './team-tab';

const TAB_LABELS: Record<EngagementTab, string> = {
  overview: 'Overview',
  team: 'Team',
  plan: 'Plan',
  requests: 'Requests',
  'status-updates': 'Status updates',
  timesheets: 'Timesheets',
  activity: 'Activity',
};

const isTab = (value: string | undefined): value is EngagementTab =>
  (ENGAGEMENT_TABS as readonly (string | undefined)[]).includes(value);

/** Tabs whose content another area provides (app/ composes them: features never import features). */
export type EngagementTabSlots = Partial<Record<EngagementTab, ComponentType<{ engagement: Engagement }>>>;

/**
 * /engagements/{type}/{id} and /engagements/{type}/{id}/{tab}: one engagement, its sections as URL tabs.
 * `teamExtra` is what app/ adds to the team tab (open resource requests).
 */
export function EngagementDetailPage({
  tabs = {},
  teamExtra,
}: {
  tabs?: EngagementTabSlots;
  teamExtra?: (engagementId: string) => ReactNode;
}) {
  const { type: slug, id = '', tab = 'overview' } = useParams();
  const type = engagementTypeOfSlug(slug);
  const engagement = useEngagement(id);
  if (!type || !isTab(tab)) return <NotFound />;
  if (engagement.isError) {
    if (isApiError(engagement.error) && (engagement.error.status === 404 || engagement.error.status === 422)) {
      return <NotFound />;
    }
    return (
      <ErrorState
        title="We could not load this engagement."
        error={engagement.error}
        onRetry={() => void engagement.refetch()}
      />
    );
  }
  if (!engagement.data) return <DetailSkeleton />;
  // An engagement lives under its own type; an old or mistyped link is sent there.
  if (engagement.data.type !== type) {
    return <Navigate replace to={engagementPath(engagement.data.type, id, tab === 'overview' ? undefined : tab)} />;
  }
  return <Detail engagement={engagement.data} tab={tab} tabs={tabs} teamExtra={teamExtra} />;
}

function Detail({
  engagement,
  tab,
  tabs,
  teamExtra,
}: {
  engagement: Engagement;
  tab: EngagementTab;
  tabs: EngagementTabSlots;
  teamExtra?: ((engagementId: string) => ReactNode) | undefined;
}) {
  const Slot = tabs[tab];
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <Breadcrumbs
        items={[
          { label: 'Engagements', to: '/engagements' },
          { label: typeLabel(engagement.type), to: engagementPath(engagement.type) },
          { label: engagement.name },
        ]}
      />
      <PageHeader
        title={engagement.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>{engagement.client.name}</span>
            <span aria-hidden>·</span>
            <span>{formatRange(engagement.start_date, engagement.end_date)}</span>
            <EngagementStatusChip status={engagement.status} />
            <TemperatureChip temperature={engagement.project_temperature} />
          </span>
        }
        actions={
          <>
            <DeleteEngagementButton engagement={engagement} />
            <EditEngagementButton engagement={engagement} />
          </>
        }
      />
      <nav aria-label="Engagement sections" className="border-b">
        <ul className="-mb-px flex flex-wrap gap-1">
          {ENGAGEMENT_TABS.filter((name) => name !== 'activity' || engagement.can_manage).map((name) => (
            <li key={name}>
              <NavLink
                to={engagementPath(engagement.type, engagement.id, name)}
                aria-current={name === tab ? 'page' : undefined}
                className={cn(
                  'inline-flex border-b-2 px-3 py-2 text-sm font-medium transition-colors hover:text-foreground',
                  name === tab ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground',
                )}
              >
                {TAB_LABELS[name]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={TAB_LABELS[tab]}>
        {tab === 'overview' ? <OverviewTab engagement={engagement} /> : null}
        {tab === 'team' ? <TeamTab engagement={engagement} extra={teamExtra?.(engagement.id)} /> : null}
        {tab === 'requests' ? <RequestsTab engagement={engagement} /> : null}
        {tab === 'activity' ? <ActivityTab engagement={engagement} /> : null}
        {Slot ? <Slot engagement={engagement} /> : null}
      </section>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6" aria-busy="true" aria-label="Loading the engagement">
      <Skeleton className="h-4 w-64" />
      <Skeleton className="h-8 w-96" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
