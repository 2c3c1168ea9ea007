import type { StatusUpdate, StatusUpdateCreate } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { statusUpdatesApi } from './client';
import { statusUpdateKeys } from './keys';

/**
 * This week's update: POST /api/status-updates (a draft), or PATCH the one the week already has (a draft, or a
 * sent one being corrected) with its version; then, when sending a draft, POST …/send with the new version.
 */
export async function saveStatusUpdate({
  input,
  send,
  existing,
}: {
  input: StatusUpdateCreate;
  send: boolean;
  existing?: Pick<StatusUpdate, 'id' | 'version' | 'state'> | null;
}) {
  const { engagement_id: _engagement, week_start: _week, ...patch } = input;
  const saved = existing
    ? await ok(
        statusUpdatesApi['status-updates'][':id'].$patch({
          param: { id: existing.id },
          json: patch,
          header: ifMatch(existing.version),
        }),
      )
    : await ok(statusUpdatesApi['status-updates'].$post({ json: input }));
  if (!send || saved.state === 'sent') return saved;
  return sendStatusUpdate(saved);
}

export function sendStatusUpdate(update: Pick<StatusUpdate, 'id' | 'version'>) {
  return ok(
    statusUpdatesApi['status-updates'][':id'].send.$post({ param: { id: update.id }, header: ifMatch(update.version) }),
  );
}

export function useSaveStatusUpdate() {
  return useRefreshingMutation(saveStatusUpdate, () => [statusUpdateKeys.all]);
}

export function useSendStatusUpdate() {
  return useRefreshingMutation(sendStatusUpdate, () => [statusUpdateKeys.all], { when: 'settled' });
}
