import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, View } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { meQueryKey } from '@/lib/session';

/** Switches an admin's own view (the server keeps it in an httpOnly cookie and narrows roles in Employee view). */
export function switchView(view: View) {
  return apiFetch<Me>('/api/me/view', { method: 'PUT', json: { view } });
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
