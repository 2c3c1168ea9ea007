import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { CALENDAR_TOKEN_STORAGE_KEY } from '@praxis/shared';
import { readCalendarToken, refreshCalendarToken, startCalendarTokenRefresh } from './calendar-token';
import { endSession } from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let answers: (() => Response)[] = [];
const fetchMock = vi.fn(() => Promise.resolve((answers.shift() ?? (() => json(500, {})))()));

beforeEach(() => {
  answers = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const token = (value: string) => () => json(200, { access_token: value, expires_at: null });
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('calendar token in the browser', () => {
  it('asks the server (never the provider) and keeps only the access token under the calendar-token key', async () => {
    answers.push(token('at-1'));
    await expect(refreshCalendarToken()).resolves.toBe('at-1');
    expect(fetchMock).toHaveBeenCalledWith('/api/calendar/provider/token', expect.objectContaining({ method: 'POST' }));
    expect(window.localStorage.getItem(CALENDAR_TOKEN_STORAGE_KEY)).toBe('at-1');
    expect(CALENDAR_TOKEN_STORAGE_KEY).toBe('calendar-token');
  });

  it('refreshes every 45 minutes, not sooner', async () => {
    vi.useFakeTimers();
    answers.push(token('at-1'), token('at-2'), token('at-3'));
    const stop = startCalendarTokenRefresh(() => undefined);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(44 * 60_000 + 59_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(readCalendarToken()).toBe('at-2');
    await vi.advanceTimersByTimeAsync(45 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(3 * 45 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reports the original texts and clears the stored token on each failure', async () => {
    const cases: [() => Response, string][] = [
      [() => json(401, { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' }), 'No active session'],
      [() => json(404, { code: 'NOT_FOUND', message: 'x' }), 'No valid token source available'],
      [
        () => json(502, { code: 'UPSTREAM', message: 'Token refresh failed: 400', details: { providerStatus: 400 } }),
        'Token refresh failed: 400',
      ],
    ];
    for (const [answer, message] of cases) {
      window.localStorage.setItem(CALENDAR_TOKEN_STORAGE_KEY, 'old');
      answers.push(answer);
      await expect(refreshCalendarToken()).rejects.toThrow(message);
      expect(readCalendarToken()).toBeNull();
    }
  });

  it('keeps the timer running after a failure and reports it', async () => {
    vi.useFakeTimers();
    const errors: string[] = [];
    answers.push(() => json(502, { code: 'UPSTREAM', message: 'x', details: { providerStatus: 503 } }), token('at-9'));
    const stop = startCalendarTokenRefresh((error) => errors.push(error.message));
    await flush();
    expect(errors).toEqual(['Token refresh failed: 503']);
    await vi.advanceTimersByTimeAsync(45 * 60_000);
    expect(readCalendarToken()).toBe('at-9');
    stop();
  });

  it('is cleared when the session ends (sign-out)', () => {
    window.localStorage.setItem(CALENDAR_TOKEN_STORAGE_KEY, 'at-1');
    endSession(new QueryClient());
    expect(readCalendarToken()).toBeNull();
  });
});
