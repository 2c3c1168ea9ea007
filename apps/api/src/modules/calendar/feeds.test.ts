import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app.js';

const { t, cookies } = useDemoApp();

const pathOf = (url: string) => new URL(url).pathname;
/** Asks for a calendar feed (POST /api/calendar/feeds) as `cookie`. */
const createFeed = (cookie: string, body: Record<string, unknown>) =>
  t.request('POST', '/api/calendar/feeds', { cookie, body });
const vevents = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is ical.VEvent => c?.type === 'VEVENT');

describe('ICS feeds', () => {
  it('serves a private user feed that parses as RFC 5545 with assignments, milestones, time off and firm events', async () => {
    const created = await createFeed(cookies.employee, { scope: 'user' });
    expect(created.status).toBe(201);
    const feed = await created.json();
    expect(feed.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/ics\/[A-Za-z0-9_-]{43}$/);
    // No cookie: the secret URL is the credential (calendar apps subscribe without a session).
    const response = await t.request('GET', pathOf(feed.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('VERSION:2.0');
    expect(text).toContain('PRODID:');
    const events = vevents(text);
    const summaries = events.map((e) => String(e.summary));
    expect(summaries.some((s) => s.startsWith('Assignment: '))).toBe(true);
    expect(summaries.some((s) => s.includes('time off'))).toBe(true);
    expect(summaries).toContain('All-hands');
    expect(events.every((e) => e.uid && e.start instanceof Date)).toBe(true);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    // The list never shows the secret again.
    const list = await (await t.request('GET', '/api/calendar/feeds', { cookie: cookies.employee })).json();
    expect(list[0].url).toBeUndefined();
  });

  it('serves an engagement feed with its milestones and team', async () => {
    const engagements = await (
      await t.request('GET', '/api/engagements?pageSize=50&status=active', { cookie: cookies.pm })
    ).json();
    const engagement = engagements.items[0];
    const feed = await (await createFeed(cookies.pm, { scope: 'engagement', engagement_id: engagement.id })).json();
    expect(feed.engagement_name).toBe(engagement.name);
    const events = vevents(await (await t.request('GET', pathOf(feed.url))).text());
    expect(events.some((e) => String(e.summary).endsWith(`on ${engagement.name}`))).toBe(true);
  });

  it('stops answering as soon as the feed is revoked; others cannot revoke it; junk tokens are 404', async () => {
    const feed = await (await createFeed(cookies.admin, { scope: 'user' })).json();
    expect((await t.request('DELETE', `/api/calendar/feeds/${feed.id}`, { cookie: cookies.employee })).status).toBe(
      404,
    );
    expect((await t.request('GET', pathOf(feed.url))).status).toBe(200);
    expect((await t.request('DELETE', `/api/calendar/feeds/${feed.id}`, { cookie: cookies.admin })).status).toBe(204);
    expect((await t.request('GET', pathOf(feed.url))).status).toBe(404);
    expect((await t.request('GET', '/api/calendar/ics/not-a-token')).status).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const bad = await createFeed(cookies.admin, { scope: 'engagement', engagement_id: unknown });
    expect(bad.status).toBe(404);
    expect((await createFeed(cookies.admin, { scope: 'engagement' })).status).toBe(422);
  });
});
