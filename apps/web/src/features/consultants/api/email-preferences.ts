import { useQuery } from '@tanstack/react-query';
import type { EmailPreferencesInput } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { mailApi } from './client';

/** One's own e-mail preferences: not a consultant's data, so their key stands apart from the profile's. */
export const emailPreferenceKeys = { all: ['email-preferences'] as const };

export function useEmailPreferences() {
  return useQuery({
    queryKey: emailPreferenceKeys.all,
    queryFn: ({ signal }) => ok(mailApi.me['email-preferences'].$get(undefined, { init: { signal } })),
  });
}

export function useSaveEmailPreferences() {
  return useRefreshingMutation(
    (input: EmailPreferencesInput) => ok(mailApi.me['email-preferences'].$put({ json: input })),
    () => [emailPreferenceKeys.all],
    { when: 'settled' },
  );
}
