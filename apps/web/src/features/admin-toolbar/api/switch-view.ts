import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { View } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { meApi } from './client';
import { meQueryKey } from '@/lib/session';

/** Switches an admin's own view (the server keeps it in an httpOnly cookie and narrows roles in Employee view). */
export function switchView(view: View) {
  return ok(meApi.me.view.$put({ json: { view } }));
}

export function useSwitchView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchView,
    onSuccess: async (me) => {
      queryClient.setQueryData(meQueryKey, me);
      // Everything on screen was fetched in the other view: fetch it again as the new view sees it.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    },
  });
}
