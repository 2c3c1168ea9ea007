import type { Env } from '../../lib/env.js';

/**
 * The calendar provider follows the sign-in provider (OIDC_*): Microsoft 365 (Graph calendarView) or Google
 * Calendar, or any OpenID Connect provider whose events endpoint is CALENDAR_EVENTS_URL (answering in Google's
 * events shape). The client secret and the users' refresh tokens stay on the server.
 */
export interface CalendarProvider {
  /** better-auth's provider id: the `account.provider_id` holding the user's tokens. */
  id: string;
  label: string;
  clientId: string;
  clientSecret: string;
  tokenEndpoint: () => Promise<string>;
  eventsUrl: string | null;
  eventsFormat: 'graph' | 'google';
}

const LABELS = { microsoft: 'Microsoft 365', google: 'Google Calendar', oidc: 'Calendar' } as const;

export function calendarProviderOf(env: Env): CalendarProvider | null {
  const kind = env.OIDC_PROVIDER;
  if (!kind || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null;
  const base = { id: kind, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET };
  if (kind === 'microsoft') {
    const tenant = env.OIDC_TENANT_ID ?? 'common';
    return {
      ...base,
      label: LABELS.microsoft,
      tokenEndpoint: () => Promise.resolve(`https://login.microsoftonline.com/${tenant}/oauth2/v2.0/token`),
      eventsUrl: env.CALENDAR_EVENTS_URL ?? 'https://graph.microsoft.com/v1.0/me/calendarView',
      eventsFormat: 'graph',
    };
  }
  if (kind === 'google') {
    return {
      ...base,
      label: LABELS.google,
      tokenEndpoint: () => Promise.resolve('https://oauth2.googleapis.com/token'),
      eventsUrl: env.CALENDAR_EVENTS_URL ?? 'https://www.googleapis.com/calendar/v3/calendars/primary/events',
      eventsFormat: 'google',
    };
  }
  let discovered: Promise<string> | null = null;
  const discoveryUrl = env.OIDC_DISCOVERY_URL;
  return {
    ...base,
    label: env.OIDC_LABEL ?? LABELS.oidc,
    // Read once from the discovery document; a failure is retried on the next refresh.
    tokenEndpoint: () => {
      discovered ??= (async () => {
        if (!discoveryUrl) throw new Error('OIDC_DISCOVERY_URL is not set');
        const response = await fetch(discoveryUrl, { signal: AbortSignal.timeout(10_000) });
        const document = (await response.json()) as { token_endpoint?: unknown };
        if (!response.ok || typeof document.token_endpoint !== 'string') throw new Error('no token_endpoint');
        return document.token_endpoint;
      })().catch((error: unknown) => {
        discovered = null;
        throw error;
      });
      return discovered;
    },
    eventsUrl: env.CALENDAR_EVENTS_URL ?? null,
    eventsFormat: 'google',
  };
}
