import { EngagementDetailPage } from '@/features/engagements/components/engagement-detail-page';
import { OpenRequests } from '@/features/staffing/components/open-requests';

/** An engagement; its team tab also lists the open resource requests for it. */
export function Component() {
  return (
    <EngagementDetailPage
      teamExtra={(engagementId) => <OpenRequests engagementId={engagementId} title="Open resource requests" />}
    />
  );
}
