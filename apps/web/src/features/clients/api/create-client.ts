import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientCreate } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { clientsApi } from './client';
import { clientKeys } from './keys';

/** POST /api/clients (clients.manage). */
export function createClient(input: ClientCreate) {
  return ok(clientsApi.clients.$post({ json: input }));
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.lists() }),
  });
}
