import {
  EngagementDetailPage,
  type EngagementTabSlots,
} from '@/features/engagements/components/engagement-detail-page';
import { EngagementPlanTab } from '@/features/project-plans/components/engagement-plan-tab';
import { EngagementTimesheetsTab } from '@/features/timesheets/components/engagement-timesheets-tab';
import { OpenRequests } from '@/features/staffing/components/open-requests';

/** The engagement page, with the tabs other areas provide. */
const TABS: EngagementTabSlots = {
  plan: EngagementPlanTab,
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
