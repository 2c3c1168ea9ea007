import { useQuery } from '@tanstack/react-query';
import type { ApiTokenInput } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { apiTokensApi } from './client';

/** One's own API tokens: not a consultant's data, so their key stands apart from the profile's. */
export const apiTokenKeys = { all: ['api-tokens'] as const };

export function useApiTokens() {
  return useQuery({
    queryKey: apiTokenKeys.all,
    queryFn: ({ signal }) => ok(apiTokensApi.me.tokens.$get(undefined, { init: { signal } })),
  });
}

export function useCreateApiToken() {
  return useRefreshingMutation(
    (input: ApiTokenInput) => ok(apiTokensApi.me.tokens.$post({ json: input })),
    () => [apiTokenKeys.all],
    { when: 'settled' },
  );
}

export function useRevokeApiToken() {
  return useRefreshingMutation(
    (id: string) => ok(apiTokensApi.me.tokens[':id'].$delete({ param: { id } })),
    () => [apiTokenKeys.all],
    { when: 'settled' },
  );
}
