import { EngagementDetailPage } from '@/features/engagements/components/engagement-detail-page';
import { EngagementTimesheetsTab } from '@/features/timesheets/components/engagement-timesheets-tab';

export function Component() {
  return (
    <EngagementDetailPage
      slots={{ timesheets: (engagement) => <EngagementTimesheetsTab engagementId={engagement.id} /> }}
    />
  );
}
