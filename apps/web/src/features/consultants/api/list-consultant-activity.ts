import { useRecordActivity } from '@/entities/activity/use-record-activity';
import { consultantKeys } from './keys';

/** GET /api/consultants/{id}/activity: the profile's audit log, assignments included (admins), newest first. */
export const useConsultantActivity = (consultantId: string) =>
  useRecordActivity('consultants', consultantId, consultantKeys.profile(consultantId));
