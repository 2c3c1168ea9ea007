import { useRecordActivity } from '@/entities/activity/use-record-activity';
import { clientKeys } from './keys';

/** GET /api/clients/{id}/activity: the client's audit log, contacts included (admins), newest first. */
export const useClientActivity = (clientId: string) =>
  useRecordActivity('clients', clientId, clientKeys.detail(clientId));
