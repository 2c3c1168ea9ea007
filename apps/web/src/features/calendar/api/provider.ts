import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ok } from '@/lib/typed-client';
import { providerApi } from './client';
import { calendarKeys } from './keys';

/** GET /api/calendar/provider: whether a provider is configured and this account is connected. */
export function useProviderStatus() {
  return useQuery({
    queryKey: calendarKeys.provider(),
    queryFn: ({ signal }) => ok(providerApi.calendar.provider.$get(undefined, { init: { signal } })),
  });
}

/** The user's provider events (read-only), read by the server with the access token this browser holds. */
export function fetchProviderEvents(token: string, from: string, to: string, signal?: AbortSignal) {
  return ok(
    providerApi.calendar.provider.events.$get(
      { query: { from, to }, header: { 'x-calendar-token': token } },
      { init: { signal } },
    ),
  );
}

/**
 * Connects the calendar through better-auth's account linking (the provider's consent page, then back here);
 * the server keeps the refresh token it receives.
 */
export async function connectCalendar(provider: string, callbackURL: string) {
  const isSocial = provider === 'microsoft' || provider === 'google';
  const scopes =
    provider === 'microsoft'
      ? ['offline_access', 'Calendars.Read']
      : provider === 'google'
        ? ['https://www.googleapis.com/auth/calendar.readonly']
        : undefined;
  const answer = await apiFetch<{ url?: string }>(isSocial ? '/api/auth/link-social' : '/api/auth/oauth2/link', {
    method: 'POST',
    json: isSocial ? { provider, callbackURL, scopes } : { providerId: provider, callbackURL },
  });
  if (answer.url) window.location.assign(answer.url);
}
