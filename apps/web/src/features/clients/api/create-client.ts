import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientCreate } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { clientKeys } from './keys';

/** POST /api/clients (clients.manage). */
export function createClient(input: ClientCreate) {
  return apiFetch<Client>('/api/clients', { method: 'POST', json: input });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.lists() }),
  });
}
