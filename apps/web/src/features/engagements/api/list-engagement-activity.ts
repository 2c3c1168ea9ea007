import { useRecordActivity } from '@/entities/activity/use-record-activity';
import { engagementKeys } from './keys';

/** GET /api/engagements/{id}/activity: the engagement's audit log (admins and its managers), newest first. */
export function useEngagementActivity(engagementId: string) {
  return useRecordActivity('engagements', engagementId, engagementKeys.detail(engagementId));
}
