import { CALENDAR_TOKEN_MESSAGES } from '@praxis/shared';
import { addTime, millisecondsBetween } from '@praxis/shared/dates';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { account } from '../../db/schema/auth.js';
import { calendarConnections } from '../../db/schema/calendar-connections.js';
import { rowsOf } from '../../db/sql.js';
import type { TestApp } from '../../test/harness.js';
import { CALENDAR_REFRESH_JOB } from './connection.jobs.js';
import { refreshDueConnections } from './connection.service.js';
import { calendarProviderOf } from './provider-config.js';
import { linkProviderAccount, useProviderTestApp, type ProviderTestApp } from './provider.fixtures.js';

const app = useProviderTestApp();
let t: TestApp;
let provider: ProviderTestApp['provider'];
let cookie = '';
let pmCookie = '';
let employeeId = '';
beforeAll(() => {
  ({ t, provider, employeeId } = app);
  cookie = app.cookies.employee;
  pmCookie = app.cookies.pm;
});

const db = () => t.deps.database.db;

/** The employee signed in through the provider, with no calendar connection yet. */
async function linkAccount(refreshToken: string) {
  await db().delete(calendarConnections);
  await linkProviderAccount(app, refreshToken);
}

const storedToken = async () =>
  (await db().select({ token: account.accessToken }).from(account).where(eq(account.providerId, 'oidc')))[0]?.token;
const connectionRow = async () =>
  (await db().select().from(calendarConnections).where(eq(calendarConnections.userId, employeeId)))[0];
/** The connection's next refresh is due now (45 minutes have passed). */
const makeDue = () =>
  db()
    .update(calendarConnections)
    .set({ nextRefreshAt: addTime(new Date(), { minutes: -1 }) })
    .where(eq(calendarConnections.userId, employeeId));
const runRefreshJob = async () => {
  await t.deps.jobs.enqueue(db(), CALENDAR_REFRESH_JOB);
  await t.deps.jobs.tick();
};
const calendarNotices = async () =>
  rowsOf<{ title: string; body: string }>(
    db(),
    sql`select n.title, n.body from notifications n where n.recipient_user_id = ${employeeId} and n.type = 'calendar'`,
  );
const status = async (as = cookie) => (await t.request('GET', '/api/calendar/connection', { cookie: as })).json();

beforeEach(async () => {
  provider.state.calls.length = 0;
  provider.state.failWith = null;
  await db().execute(sql`delete from notifications where type = 'calendar'`);
});

describe('connecting the calendar from My Profile', () => {
  it('refuses a user whose account holds no provider token with the exact text', async () => {
    expect(await status(pmCookie)).toMatchObject({ available: true, can_connect: false, connected: false });
    const answer = await t.request('POST', '/api/calendar/connection', { cookie: pmCookie });
    expect(answer.status).toBe(404);
    expect((await answer.json()).message).toBe(CALENDAR_TOKEN_MESSAGES.noSource);
    expect(await t.request('POST', '/api/calendar/connection')).toMatchObject({ status: 401 });
  });

  it('connects with a refresh now, and disconnecting clears the stored token', async () => {
    await linkAccount('connect-1');
    expect(await status()).toMatchObject({ can_connect: true, connected: false });
    const answer = await t.request('POST', '/api/calendar/connection', { cookie });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ connected: true, last_error: null });
    expect(provider.state.calls).toHaveLength(1);
    expect(await storedToken()).toMatch(/^access-/);

    const off = await t.request('DELETE', '/api/calendar/connection', { cookie });
    expect(await off.json()).toMatchObject({ connected: false, connected_at: null });
    expect(await storedToken()).toBeNull();
    expect(await connectionRow()).toBeUndefined();
  });
});

describe('the background refresh every 45 minutes', () => {
  it('refreshes a due connection from the job queue and moves its next refresh 45 minutes on', async () => {
    await linkAccount('job-1');
    await t.request('POST', '/api/calendar/connection', { cookie });
    const first = await storedToken();
    await runRefreshJob();
    // Not due yet: nothing was asked of the provider beyond the connect.
    expect(provider.state.calls).toHaveLength(1);

    await makeDue();
    const before = new Date();
    await runRefreshJob();
    expect(provider.state.calls).toHaveLength(2);
    expect(provider.state.calls[1]?.form.grant_type).toBe('refresh_token');
    const fresh = await storedToken();
    expect(fresh).toMatch(/^access-/);
    expect(fresh).not.toBe(first);
    const row = await connectionRow();
    const minutesAhead = millisecondsBetween(before, row!.nextRefreshAt) / 60_000;
    expect(minutesAhead).toBeGreaterThan(44);
    expect(minutesAhead).toBeLessThan(46);
  });

  it('claims a due connection once when two instances sweep at the same time', async () => {
    await linkAccount('job-2');
    await t.request('POST', '/api/calendar/connection', { cookie });
    await makeDue();
    const calendar = calendarProviderOf(t.deps.env)!;
    const now = new Date();
    const counts = await Promise.all([
      refreshDueConnections(db(), calendar, now),
      refreshDueConnections(db(), calendar, now),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(provider.state.calls).toHaveLength(2);
  });

  it("on a refusal clears the token, stops, and tells the user once: 'Token refresh failed: {status}'", async () => {
    await linkAccount('job-3');
    await t.request('POST', '/api/calendar/connection', { cookie });
    provider.state.failWith = 400;
    await makeDue();
    await runRefreshJob();
    expect(await storedToken()).toBeNull();
    expect(await status()).toMatchObject({ connected: false, last_error: 'Token refresh failed: 400' });
    expect(await calendarNotices()).toEqual([
      {
        title: 'Your calendar was disconnected',
        body: 'Token refresh failed: 400. Connect it again from My Profile.',
      },
    ]);
    // A failed connection is not retried, and the user is not told again.
    await makeDue();
    await runRefreshJob();
    expect(provider.state.calls).toHaveLength(2);
    expect(await calendarNotices()).toHaveLength(1);
    // Connecting again starts over.
    provider.state.failWith = null;
    expect(await (await t.request('POST', '/api/calendar/connection', { cookie })).json()).toMatchObject({
      connected: true,
      last_error: null,
    });
  });

  it("fails with 'No valid token source available' when the refresh token is gone", async () => {
    await linkAccount('job-4');
    await t.request('POST', '/api/calendar/connection', { cookie });
    await db().update(account).set({ refreshToken: null }).where(eq(account.providerId, 'oidc'));
    await makeDue();
    await runRefreshJob();
    expect(await status()).toMatchObject({ connected: false, last_error: CALENDAR_TOKEN_MESSAGES.noSource });
    expect((await calendarNotices())[0]?.body).toBe(
      `${CALENDAR_TOKEN_MESSAGES.noSource}. Connect it again from My Profile.`,
    );
  });
});

describe('sign-out', () => {
  it("clears the stored calendar token; without a session the refresh waits ('No active session')", async () => {
    await linkAccount('signout-1');
    await t.request('POST', '/api/calendar/connection', { cookie });
    expect(await storedToken()).toMatch(/^access-/);
    const out = await t.request('POST', '/api/auth/sign-out', { cookie, body: {} });
    expect(out.status).toBe(200);
    expect(await storedToken()).toBeNull();

    await makeDue();
    await runRefreshJob();
    expect(provider.state.calls).toHaveLength(1);
    expect(await storedToken()).toBeNull();
    const row = await connectionRow();
    expect(row).toMatchObject({ failedAt: null, lastError: CALENDAR_TOKEN_MESSAGES.noSession });
    expect(await calendarNotices()).toHaveLength(0);
  });
});
