import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { consultantsApi } from './client';
import { afterProfileChange } from './keys';

/** PATCH /api/consultants/{id}/expertise/{itemId}: a new rating (1–5). */
export function updateExpertise({ consultantId, ...rest }: { consultantId: string } & { id: string; rating: number }) {
  return ok(
    consultantsApi.consultants[':id'].expertise[':itemId'].$patch({
      param: { id: consultantId, itemId: rest.id },
      json: { rating: rest.rating },
    }),
  );
}

export function useUpdateExpertise() {
  return useRefreshingMutation(updateExpertise, ({ consultantId }) => afterProfileChange(consultantId));
}
