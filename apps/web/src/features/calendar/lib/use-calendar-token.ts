import { useEffect, useState } from 'react';
import { readCalendarToken, startCalendarTokenRefresh } from '@/lib/calendar-token';

/**
 * While a connected user has the calendar open: a fresh access token now and every 45 minutes (lib/calendar-token),
 * and the last failure's exact text ('Token refresh failed: {status}', 'No active session', 'No valid token source
 * available'), after which the stored token is already cleared.
 */
export function useCalendarToken(isConnected: boolean) {
  const [token, setToken] = useState<string | null>(() => (isConnected ? readCalendarToken() : null));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!isConnected) return;
    return startCalendarTokenRefresh(
      (failure) => {
        setError(failure.message);
        setToken(null);
      },
      (fresh) => {
        setError(null);
        setToken(fresh);
      },
    );
  }, [isConnected]);
  return { token: isConnected ? token : null, error: isConnected ? error : null };
}
