import {
  EngagementDetailPage,
  type EngagementTabSlots,
} from '@/features/engagements/components/engagement-detail-page';
import { EngagementPlanTab } from '@/features/project-plans/components/engagement-plan-tab';
import { EngagementTimesheetsTab } from '@/features/timesheets/components/engagement-timesheets-tab';
import { EngagementStatusTab } from '@/features/status-updates/components/engagement-status-tab';
import { OpenRequests } from '@/features/staffing/components/open-requests';

/** The engagement page, with the tabs other areas provide. */
const TABS: EngagementTabSlots = {
  plan: EngagementPlanTab,
  'status-updates': ({ engagement }) => <EngagementStatusTab engagementId={engagement.id} />,
  timesheets: ({ engagement }) => <EngagementTimesheetsTab engagementId={engagement.id} />,
};

export function Component() {
  return (
    <EngagementDetailPage
      tabs={TABS}
      teamExtra={(engagementId) => <OpenRequests engagementId={engagementId} title="Open resource requests" />}
    />
  );
}
