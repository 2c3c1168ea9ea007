import { CALENDAR_TOKEN_MESSAGES } from '@praxis/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_PROVIDER_CLIENT } from '../../test/fake-calendar-provider.js';
import type { TestApp } from '../../test/harness.js';
import { linkProviderAccount, useProviderTestApp, type ProviderTestApp } from './provider.fixtures.js';

const app = useProviderTestApp({ delayMs: 150 });
let t: TestApp;
let provider: ProviderTestApp['provider'];
const cookies = { employee: '', pm: '' };
beforeAll(() => {
  ({ t, provider } = app);
  Object.assign(cookies, app.cookies);
});
const connect = (refreshToken: string) => linkProviderAccount(app, refreshToken);

beforeEach(() => {
  provider.state.calls.length = 0;
  provider.state.failWith = null;
});

const refresh = (cookie?: string) => t.request('POST', '/api/calendar/provider/token', cookie ? { cookie } : {});

describe('calendar token refresh on the server', () => {
  it('answers "No valid token source available" (404) for a user who never connected a calendar', async () => {
    const response = await refresh(cookies.pm);
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe(CALENDAR_TOKEN_MESSAGES.noSource);
    const status = await (await t.request('GET', '/api/calendar/provider', { cookie: cookies.pm })).json();
    expect(status).toMatchObject({ available: true, provider: 'oidc', connected: false });
    expect(provider.state.calls).toHaveLength(0);
  });

  it('is 401 when signed out (the browser reports "No active session")', async () => {
    expect((await refresh()).status).toBe(401);
  });

  it('POSTs the form-encoded refresh grant with client id and secret, stores the rotated refresh token', async () => {
    await connect('seed-refresh-1');
    const response = await refresh(cookies.employee);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.access_token).toMatch(/^access-/);
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(provider.state.calls).toEqual([
      {
        contentType: 'application/x-www-form-urlencoded',
        form: {
          client_id: FAKE_PROVIDER_CLIENT.clientId,
          client_secret: FAKE_PROVIDER_CLIENT.clientSecret,
          refresh_token: 'seed-refresh-1',
          grant_type: 'refresh_token',
        },
      },
    ]);
    // The provider rotated the refresh token: the next refresh must use the new one, and works.
    const again = await refresh(cookies.employee);
    expect(again.status).toBe(200);
    expect(provider.state.calls[1]?.form.refresh_token).toMatch(/^refresh-/);
    const status = await (await t.request('GET', '/api/calendar/provider', { cookie: cookies.employee })).json();
    expect(status.connected).toBe(true);
  });

  it('makes one provider call for concurrent refreshes of the same user', async () => {
    await connect('seed-refresh-2');
    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(cookies.employee)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const tokens = new Set(await Promise.all(answers.map(async (a) => (await a.json()).access_token)));
    expect(tokens.size).toBe(1);
    expect(provider.state.calls).toHaveLength(1);
  });

  it("surfaces a provider refusal as 502 'Token refresh failed: {status}'", async () => {
    await connect('seed-refresh-3');
    provider.state.failWith = 400;
    const response = await refresh(cookies.employee);
    expect(response.status).toBe(502);
    expect((await response.json()).message).toBe('Token refresh failed: 400');
    provider.state.failWith = 503;
    expect((await (await refresh(cookies.employee)).json()).message).toBe('Token refresh failed: 503');
  });

  it('reads the provider events with the browser-held access token, read-only and normalised', async () => {
    await connect('seed-refresh-4');
    const { access_token } = await (await refresh(cookies.employee)).json();
    const events = await t.request('GET', '/api/calendar/provider/events?from=2026-12-01&to=2026-12-07', {
      cookie: cookies.employee,
      headers: { 'x-calendar-token': access_token },
    });
    expect(events.status).toBe(200);
    const list = await events.json();
    expect(list[0]).toEqual({
      id: 'p1',
      title: 'Dentist',
      starts_at: '2026-12-01T09:00:00.000Z',
      ends_at: '2026-12-01T10:00:00.000Z',
      all_day: false,
    });
    const refused = await t.request('GET', '/api/calendar/provider/events?from=2026-12-01&to=2026-12-07', {
      cookie: cookies.employee,
      headers: { 'x-calendar-token': 'stale-token' },
    });
    expect(refused.status).toBe(502);
    const missing = await t.request('GET', '/api/calendar/provider/events?from=2026-12-01&to=2026-12-07', {
      cookie: cookies.employee,
    });
    expect(missing.status).toBe(422);
  });
});
