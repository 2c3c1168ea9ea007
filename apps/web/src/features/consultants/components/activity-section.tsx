import { ActivityLog } from '@/components/activity-log';
import { useConsultantActivity } from '../api/list-consultant-activity';
import { SectionCard } from './section-card';

/** The profile's record history (admins): edits to the profile and the person's assignments. */
export function ActivitySection({ consultantId }: { consultantId: string }) {
  return (
    <SectionCard title="Activity" description="Who changed what, and when.">
      <ActivityLog
        activity={useConsultantActivity(consultantId)}
        subjectOf={(entry) => (entry.entity === 'engagement_consultants' ? 'an assignment' : 'the profile')}
        emptyText="No changes recorded for this profile yet."
      />
    </SectionCard>
  );
}
