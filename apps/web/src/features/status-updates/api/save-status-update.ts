import type { StatusUpdate, StatusUpdateCreate } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { statusUpdatesApi } from './client';
import { statusUpdateKeys } from './keys';

/** POST /api/status-updates (a draft), then, when sending, POST …/send with the draft's version. */
export async function saveStatusUpdate({ input, send }: { input: StatusUpdateCreate; send: boolean }) {
  const draft = await ok(statusUpdatesApi['status-updates'].$post({ json: input }));
  if (!send) return draft;
  return sendStatusUpdate(draft);
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
