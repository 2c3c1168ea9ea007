import { addDays, todayIn } from '@praxis/shared/dates';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql.js';
import { useDemoPeople } from '../test/demo-app.js';

/**
 * Calendar feeds are credentials in a URL: they must not outlive their owner's access, and an engagement's feed
 * (who is away when) is for its team and admins only, never carrying a person's private time-off note.
 */
const { t, cookies, consultantIds } = useDemoPeople();

const pathOf = (url: string) => new URL(url).pathname;
const newPerson = async (prefix: string) => {
  const email = `${prefix}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const cookie = await t.signUp({ email, password: 'feed-owner-password', name: 'Feed Owner' });
  const me = await (await t.request('GET', '/api/me', { cookie })).json();
  return { cookie, userId: me.user.id as string, consultantId: me.consultant.id as string };
};
const userFeedOf = async (cookie: string) => {
  const created = await t.request('POST', '/api/calendar/feeds', { cookie, body: { scope: 'user' } });
  expect(created.status).toBe(201);
  return pathOf((await created.json()).url);
};
const unknownFeed = `/api/calendar/ics/${'A'.repeat(43)}`;

describe('a feed dies with its owner access', () => {
  it('answers a deactivated owner feed like an unknown feed', async () => {
    const owner = await newPerson('deactivated');
    const feed = await userFeedOf(owner.cookie);
    expect((await t.request('GET', feed)).status).toBe(200);
    const off = await t.request('POST', `/api/users/${owner.userId}/deactivate`, { cookie: cookies.admin });
    expect(off.status).toBe(200);
    const after = await t.request('GET', feed);
    const unknown = await t.request('GET', unknownFeed);
    expect(after.status).toBe(404);
    expect(await after.json()).toMatchObject({ code: (await unknown.json()).code });
  });

  it('answers the feed of a leaver archived by an admin like an unknown feed', async () => {
    const owner = await newPerson('leaver');
    const feed = await userFeedOf(owner.cookie);
    const profile = await t.request('GET', `/api/consultants/${owner.consultantId}`, { cookie: cookies.admin });
    const archived = await t.request('POST', `/api/consultants/${owner.consultantId}/archive`, {
      cookie: cookies.admin,
      headers: { 'if-match': profile.headers.get('etag') ?? '' },
      body: { left_on: todayIn('UTC') },
    });
    expect(archived.status).toBe(200);
    expect((await t.request('GET', feed)).status).toBe(404);
  });
});

describe('engagement feeds', () => {
  const teamOf = async (consultantId: string) => {
    const [row] = await rowsOf<{ engagement_id: string }>(
      t.deps.database.db,
      sql`select engagement_id from engagement_consultants where consultant_id = ${consultantId} limit 1`,
    );
    return row?.engagement_id ?? '';
  };

  it('refuses an engagement feed to a user who is neither on its team nor an admin', async () => {
    const engagementId = await teamOf(consultantIds.employee);
    const stranger = await newPerson('stranger');
    const refused = await t.request('POST', '/api/calendar/feeds', {
      cookie: stranger.cookie,
      body: { scope: 'engagement', engagement_id: engagementId },
    });
    expect(refused.status).toBe(403);
    const listed = await (await t.request('GET', '/api/calendar/feeds', { cookie: stranger.cookie })).json();
    expect(listed).toEqual([]);
  });

  it('never carries a time-off note; the person own feed does', async () => {
    const engagementId = await teamOf(consultantIds.employee);
    const start = addDays(todayIn('UTC'), 40);
    const note = 'PRIVATE: medical procedure';
    const requested = await t.request('POST', '/api/calendar/time-off', {
      cookie: cookies.employee,
      body: { start_date: start, end_date: addDays(start, 1), note },
    });
    expect(requested.status).toBe(201);
    const event = await requested.json();
    const decided = await t.request('POST', `/api/calendar/time-off/${event.id}/decision`, {
      cookie: cookies.admin,
      headers: { 'if-match': `"${event.version}"` },
      body: { status: 'approved' },
    });
    expect(decided.status).toBe(200);

    const feed = await t.request('POST', '/api/calendar/feeds', {
      cookie: cookies.admin,
      body: { scope: 'engagement', engagement_id: engagementId },
    });
    expect(feed.status).toBe(201);
    const text = await (await t.request('GET', pathOf((await feed.json()).url))).text();
    expect(text).toContain('time off');
    expect(text).not.toContain('PRIVATE');
    const own = await (await t.request('GET', await userFeedOf(cookies.employee))).text();
    expect(own).toContain('PRIVATE: medical procedure');
  });

  it('stops answering an engagement feed once its owner leaves the team', async () => {
    const member = await newPerson('member');
    const engagementId = await teamOf(consultantIds.employee);
    const [assignment] = await rowsOf<{ id: string }>(
      t.deps.database.db,
      sql`insert into engagement_consultants (engagement_id, consultant_id)
          values (${engagementId}, ${member.consultantId}) returning id`,
    );
    const created = await t.request('POST', '/api/calendar/feeds', {
      cookie: member.cookie,
      body: { scope: 'engagement', engagement_id: engagementId },
    });
    expect(created.status).toBe(201);
    const feed = pathOf((await created.json()).url);
    expect((await t.request('GET', feed)).status).toBe(200);
    await rowsOf(t.deps.database.db, sql`delete from engagement_consultants where id = ${assignment?.id}`);
    // Changed behind the API's back, even with the feed kept: access is checked on every read.
    expect((await t.request('GET', feed)).status).toBe(404);
  });
});
