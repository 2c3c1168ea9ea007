import type { Engagement } from '@praxis/shared';
import { ActivityLog } from '@/components/activity-log';
import { useEngagementActivity } from '../api/list-engagement-activity';

/** The engagement's record history: who changed what, when, before → after (admins and its managers). */
export function ActivityTab({ engagement }: { engagement: Engagement }) {
  return (
    <ActivityLog
      activity={useEngagementActivity(engagement.id)}
      subjectOf={(entry) => (entry.entity === 'engagement_consultants' ? 'a team assignment' : 'the engagement')}
      emptyText="No changes recorded for this engagement yet."
    />
  );
}
