import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app.js';
import { countWhere, freeConsultant, requestBody } from '../../test/staffing-fixtures.js';

/** Runs on PGlite by default and on a real PostgreSQL with TEST_DATABASE_URL (scripts/with-postgres.sh). */
const { t, cookies } = useDemoApp();

const file = async (over: Record<string, unknown> = {}) =>
  (await t.request('POST', '/api/resource-requests', { cookie: cookies.pm, body: await requestBody(t, over) })).json();
const propose = (requestId: string, body: Record<string, unknown>) =>
  t.request('POST', `/api/resource-requests/${requestId}/proposals`, { cookie: cookies.admin, body });
const accept = (proposalId: string, body: Record<string, unknown> = {}) =>
  t.request('POST', `/api/staffing-proposals/${proposalId}/accept`, { cookie: cookies.admin, body });
const assignments = (requestId: string, consultantId: string) =>
  countWhere(
    t,
    sql`select count(*) n from engagement_consultants ec join resource_requests r on r.engagement_id = ec.engagement_id
        where r.id = ${requestId} and ec.consultant_id = ${consultantId}`,
  );

describe('matching', () => {
  it('scores every active consultant, best first, with a readable breakdown', async () => {
    const request = await file({
      time_zone_window: { zone: 'Europe/Berlin', start_hour: 9, end_hour: 17, min_overlap_hours: 4 },
    });
    const response = await t.request('GET', `/api/resource-requests/${request.id}/candidates?limit=2000`, {
      cookie: cookies.admin,
    });
    expect(response.status).toBe(200);
    const { items, total } = await response.json();
    const active = await countWhere(t, sql`select count(*) n from consultants where is_active`);
    expect(total).toBe(active);
    const scores = items.filter((c: { excluded: boolean }) => !c.excluded).map((c: { score: number }) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(items[0].explanation).toMatch(/overlap with the window/);
    expect(items[0].explanation).toMatch(/utilisation after booking \d+ %/);
    expect(items[0].parts.map((p: { part: string }) => p.part)).toEqual(
      expect.arrayContaining(['skills', 'time_zone', 'availability', 'utilisation']),
    );
  });
});

describe('propose → accept', () => {
  it('notifies, creates the assignment in the same transaction, sets the status by hours, and is idempotent', async () => {
    const request = await file({ hours_per_week: 16 });
    const person = await freeConsultant(t);
    const proposed = await propose(request.id, { consultant_ids: [person.id], hours_per_week: 8 });
    expect(proposed.status).toBe(200);
    const inReview = await proposed.json();
    expect(inReview.status).toBe('In Review');
    const proposal = inReview.proposals[0];
    expect(proposal).toMatchObject({ consultant_id: person.id, status: 'proposed', hours_per_week: 8 });
    const pmNotes = await (await t.request('GET', '/api/notifications?pageSize=3', { cookie: cookies.pm })).json();
    expect(pmNotes.items[0].title).toMatch(/^Candidate proposed/);

    const [first, second] = await Promise.all([accept(proposal.id), accept(proposal.id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const partial = await first.json();
    expect(partial.status).toBe('Partially Staffed');
    expect(partial.hours_staffed).toBe(8);
    expect(await assignments(request.id, person.id)).toBe(1);
    const team = await (
      await t.request('GET', `/api/engagements/${request.engagement_id}/team`, { cookie: cookies.admin })
    ).json();
    expect(team.map((a: { consultant_id: string }) => a.consultant_id)).toContain(person.id);

    const again = await propose(request.id, { consultant_ids: [person.id] });
    expect((await again.json()).proposals).toHaveLength(1);
    const other = await freeConsultant(t, [person.id]);
    const staffed = await (await propose(request.id, { consultant_ids: [other.id], accept: true })).json();
    expect(staffed.status).toBe('Staffed');
    expect(staffed.staffed_at).not.toBeNull();
    expect(staffed.proposals.find((p: { consultant_id: string }) => p.consultant_id === other.id).hours_per_week).toBe(
      8,
    );
  });

  it('refuses booking over capacity with a 409 naming the weeks, unless a reason is given (audited)', async () => {
    const person = await freeConsultant(t);
    const first = await file({ hours_per_week: 32 });
    await propose(first.id, { consultant_ids: [person.id], accept: true });
    const second = await file({ hours_per_week: 16 });
    const proposal = (await (await propose(second.id, { consultant_ids: [person.id] })).json()).proposals[0];
    const refused = await accept(proposal.id);
    expect(refused.status).toBe(409);
    const error = await refused.json();
    expect(error.message).toMatch(/over the 40 h capacity in the weeks of \d+ \w+ \(48 h\)/);
    expect(error.details.weeks.length).toBeGreaterThanOrEqual(4);
    expect(error.details.weeks.every((w: { hours_after: number }) => w.hours_after === 48)).toBe(true);
    // Only the first booking (both requests are on the same engagement).
    expect(await assignments(second.id, person.id)).toBe(1);

    const overridden = await accept(proposal.id, { override_reason: 'Client go-live, agreed with the consultant' });
    expect(overridden.status).toBe(200);
    expect(await assignments(second.id, person.id)).toBe(2);
    const body = await overridden.json();
    expect(body.proposals[0].override_reason).toBe('Client go-live, agreed with the consultant');
    const audited = await countWhere(
      t,
      sql`select count(*) n from audit_log where entity = 'staffing_proposals' and entity_id = ${proposal.id}
          and after->>'override_reason' = 'Client go-live, agreed with the consultant'`,
    );
    expect(audited).toBe(1);
  });

  it('two admins accepting overlapping proposals for the same person at once: one 200, one 409', async () => {
    const person = await freeConsultant(t);
    const [a, b] = await Promise.all([file({ hours_per_week: 24 }), file({ hours_per_week: 24 })]);
    const pa = (await (await propose(a.id, { consultant_ids: [person.id] })).json()).proposals[0];
    const pb = (await (await propose(b.id, { consultant_ids: [person.id] })).json()).proposals[0];
    const results = await Promise.all([accept(pa.id), accept(pb.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const booked = await countWhere(
      t,
      sql`select count(*) n from staffing_proposals where consultant_id = ${person.id} and status = 'accepted'`,
    );
    expect(booked).toBe(1);
  });

  it('declines with a reason; a declined proposal cannot be accepted', async () => {
    const request = await file();
    const person = await freeConsultant(t);
    const proposal = (await (await propose(request.id, { consultant_ids: [person.id] })).json()).proposals[0];
    const declined = await t.request('POST', `/api/staffing-proposals/${proposal.id}/decline`, {
      cookie: cookies.admin,
      body: { reason: 'Wants a different engagement' },
    });
    expect((await declined.json()).proposals[0]).toMatchObject({
      status: 'declined',
      decline_reason: 'Wants a different engagement',
    });
    expect((await accept(proposal.id)).status).toBe(409);
  });
});

describe('the staffing queue', () => {
  it('orders open requests by priority then start date, with hours remaining and the top three', async () => {
    await file({ priority: 'critical' });
    const queue = await (await t.request('GET', '/api/staffing/queue', { cookie: cookies.admin })).json();
    const rank = { critical: 0, high: 1, medium: 2, low: 3 } as Record<string, number>;
    const keys = queue.items.map(
      (i: { priority: string; start_date: string }) => `${rank[i.priority]}|${i.start_date}`,
    );
    expect(keys).toEqual([...keys].sort());
    const first = queue.items[0];
    expect(first.top).toHaveLength(3);
    expect(first.top[0].score).toBeGreaterThanOrEqual(first.top[1].score);
    expect(first.hours_remaining).toBeGreaterThan(0);

    const staffed = await (
      await propose(first.id, {
        consultant_ids: [first.top[0].consultant_id],
        accept: true,
        override_reason: 'Queue test',
      })
    ).json();
    expect(staffed.proposals.some((p: { status: string }) => p.status === 'accepted')).toBe(true);
  });
});
