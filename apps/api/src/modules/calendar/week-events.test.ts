import { addDays, thisWeekIn } from '@praxis/shared/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../db/schema/auth.js';
import { rowsOf } from '../../db/sql.js';
import { FAKE_PROVIDER_CLIENT, fakeProviderEnv, startFakeCalendarProvider } from '../../test/fake-calendar-provider.js';
import { createTestApp, DEMO, type TestApp } from '../../test/harness.js';

let provider: Awaited<ReturnType<typeof startFakeCalendarProvider>>;
let t: TestApp;
let cookie = '';
// A week two weeks ahead: never submitted in the demo firm, whatever today is.
const week = addDays(thisWeekIn('UTC').start, 14);
let engagement = { id: '', name: '' };
let other = { id: '', name: '' };

beforeAll(async () => {
  provider = await startFakeCalendarProvider(FAKE_PROVIDER_CLIENT);
  t = await createTestApp(fakeProviderEnv(provider.origin));
  cookie = await t.signIn(DEMO.employee);
  const db = t.deps.database.db;
  const [user] = await rowsOf<{ id: string }>(db, sql`select id from "user" where email = ${DEMO.employee}`);
  await db.execute(sql`update consultants set time_zone = 'UTC' where user_id = ${user!.id}`);
  // Two engagement rows this week, the first with a client contact at client.example.
  const engagements = await rowsOf<{ id: string; name: string; client_id: string }>(
    db,
    sql`select id, name, client_id from engagements order by name limit 2`,
  );
  engagement = engagements[0]!;
  other = engagements[1]!;
  await db.execute(sql`update client_contacts set email = null where email like '%@client.example'`);
  await db.execute(sql`insert into client_contacts (client_id, first_name, last_name, email)
                       values (${engagements[0]!.client_id}, 'Kim', 'Lee', 'kim@client.example')`);
  for (const row of engagements) {
    const added = await t.request('PUT', `/api/timesheets/weeks/${week}/lines`, {
      cookie,
      body: { engagement_id: row.id, category: 'engagement' },
    });
    expect(added.status).toBeLessThan(300);
  }
  await db.insert(account).values({
    id: 'oidc-week-events',
    accountId: 'employee-at-idp',
    providerId: 'oidc',
    userId: user!.id,
    refreshToken: 'week-events-1',
  });
  provider.state.validRefreshTokens.add('week-events-1');
  expect((await t.request('POST', '/api/calendar/connection', { cookie })).status).toBe(200);
  const at = (day: number, hour: number) => `${addDays(week, day)}T${String(hour).padStart(2, '0')}:00:00Z`;
  provider.state.events = [
    {
      id: 'client-call',
      summary: 'Steering call',
      start: { dateTime: at(1, 9) },
      end: { dateTime: at(1, 10) + '' },
      attendees: [{ email: 'me@demo.local', self: true }, { email: 'kim@client.example' }],
    },
    {
      id: 'weekly-1',
      recurringEventId: 'weekly',
      summary: 'Weekly sync',
      start: { dateTime: at(2, 14) },
      end: { dateTime: `${addDays(week, 2)}T14:30:00Z` },
    },
    { id: 'offsite', summary: 'Offsite', start: { date: addDays(week, 3) }, end: { date: addDays(week, 4) } },
    {
      id: 'declined',
      summary: 'Declined review',
      start: { dateTime: at(3, 9) },
      end: { dateTime: at(3, 10) },
      attendees: [{ email: 'me@demo.local', self: true, responseStatus: 'declined' }],
    },
    { id: 'next-week', summary: 'Later', start: { dateTime: at(8, 9) }, end: { dateTime: at(8, 10) } },
  ];
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const list = async () => {
  const response = await t.request('GET', `/api/calendar/week-events?week=${week}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; hours: number; date: string; suggestion: unknown; used: unknown }[];
};
const log = (id: string, engagementId: string) =>
  t.request('POST', `/api/calendar/week-events/${id}/log`, { cookie, body: { week, engagement_id: engagementId } });

describe("the week's calendar events beside the timesheet", () => {
  it('offers timed, accepted events of the week only, with a suggestion that says why', async () => {
    const events = await list();
    expect(events.map((event) => event.id)).toEqual(['client-call', 'weekly-1']);
    expect(events[0]).toMatchObject({
      date: addDays(week, 1),
      hours: 1,
      used: null,
      suggestion: {
        engagement_id: engagement.id,
        reason: 'attendee_domain',
        because: expect.stringContaining('client.example') as string,
      },
    });
    expect(events[1]).toMatchObject({ hours: 0.5, suggestion: null });
  });

  it('turns an event into hours with its title as the note, once', async () => {
    const logged = await log('client-call', engagement.id);
    expect(logged.status).toBe(200);
    expect(await logged.json()).toMatchObject({ used: { engagement_id: engagement.id, hours: 1 } });
    const sheet = await (await t.request('GET', `/api/timesheets/weeks/${week}`, { cookie })).json();
    const line = sheet.lines.find((l: { engagement_id: string }) => l.engagement_id === engagement.id);
    expect(line.entries).toContainEqual({ date: addDays(week, 1), hours: 1, note: 'Steering call' });
    expect((await list())[0]?.used).toEqual({ engagement_id: engagement.id, hours: 1 });
    const again = await log('client-call', engagement.id);
    expect(again.status).toBe(409);
  });

  it('remembers the choice for the recurring event as the next suggestion', async () => {
    expect((await log('weekly-1', other.id)).status).toBe(200);
    provider.state.events = [
      {
        id: 'weekly-2',
        recurringEventId: 'weekly',
        summary: 'Weekly sync',
        start: { dateTime: `${addDays(week, 4)}T14:00:00Z` },
        end: { dateTime: `${addDays(week, 4)}T15:00:00Z` },
      },
    ];
    expect((await list())[0]?.suggestion).toMatchObject({ engagement_id: other.id, reason: 'recurring' });
  });

  it('refuses unknown events, engagements not on the week and bad input without changing anything', async () => {
    expect((await log('nope', engagement.id)).status).toBe(404);
    expect((await log('weekly-2', '00000000-0000-4000-8000-000000000000')).status).toBe(422);
    expect((await t.request('GET', '/api/calendar/week-events?week=2026-13-01', { cookie })).status).toBe(422);
    expect((await t.request('GET', `/api/calendar/week-events?week=${week}`)).status).toBe(401);
    expect((await list())[0]?.used).toBeNull();
  });
});
