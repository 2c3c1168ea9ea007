import { CALENDAR_TOKEN_MESSAGES, CALENDAR_TOKEN_REFRESH_MS, CALENDAR_TOKEN_STORAGE_KEY } from '@praxis/shared';
import { apiFetch, isApiError } from './api-client';

/**
 * The calendar provider's access token in the browser (docs/product.md §7–§9, docs/product.md §10): only the short-lived access
 * token is kept, in local storage under the calendar-token key; the server holds the refresh token and client
 * secret and hands out a fresh access token on request. Any failure clears the stored token and reports exactly
 * 'Token refresh failed: {status}', 'No active session' or 'No valid token source available'. Sign-out clears it.
 */
export function readCalendarToken(): string | null {
  try {
    return window.localStorage.getItem(CALENDAR_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function clearCalendarToken(): void {
  try {
    window.localStorage.removeItem(CALENDAR_TOKEN_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): nothing was stored either.
  }
}

function storeCalendarToken(token: string): void {
  try {
    window.localStorage.setItem(CALENDAR_TOKEN_STORAGE_KEY, token);
  } catch {
    // The token still works for this page; it is simply not kept.
  }
}

function messageOf(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return CALENDAR_TOKEN_MESSAGES.noSession;
    if (error.status === 404) return CALENDAR_TOKEN_MESSAGES.noSource;
    const status = (error.details as { providerStatus?: number } | undefined)?.providerStatus ?? error.status;
    return CALENDAR_TOKEN_MESSAGES.refreshFailed(status);
  }
  return CALENDAR_TOKEN_MESSAGES.refreshFailed(0);
}

/** Asks the server for a fresh access token and stores it; on failure clears the stored one and throws. */
export async function refreshCalendarToken(): Promise<string> {
  try {
    const { access_token } = await apiFetch<{ access_token: string }>('/api/calendar/provider/token', {
      method: 'POST',
    });
    storeCalendarToken(access_token);
    return access_token;
  } catch (error) {
    clearCalendarToken();
    throw new Error(messageOf(error), { cause: error });
  }
}

/**
 * Refreshes now and then every 45 minutes until stopped. Failures are reported (the token is already cleared) and
 * the timer keeps running, so a provider that recovers is picked up at the next tick.
 */
export function startCalendarTokenRefresh(onError: (error: Error) => void, onToken?: (token: string) => void) {
  const tick = () =>
    refreshCalendarToken().then(
      (token) => onToken?.(token),
      (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))),
    );
  void tick();
  const timer = window.setInterval(() => void tick(), CALENDAR_TOKEN_REFRESH_MS);
  return () => window.clearInterval(timer);
}
