import type { Engagement } from '@praxis/shared';
import { AccessDenied } from '@/components/access-denied';
import { ActivityLog } from '@/components/activity-log';
import { useEngagementActivity } from '../api/list-engagement-activity';

/**
 * The engagement's record history: who changed what, when, before → after (admins and its managers). Anyone else
 * who opens the tab by its address is told so, without asking the API for a history it would refuse.
 */
export function ActivityTab({ engagement }: { engagement: Engagement }) {
  return engagement.can_manage ? <History engagementId={engagement.id} /> : <AccessDenied />;
}

function History({ engagementId }: { engagementId: string }) {
  return (
    <ActivityLog
      activity={useEngagementActivity(engagementId)}
      subjectOf={(entry) => (entry.entity === 'engagement_consultants' ? 'a team assignment' : 'the engagement')}
      emptyText="No changes recorded for this engagement yet."
    />
  );
}
