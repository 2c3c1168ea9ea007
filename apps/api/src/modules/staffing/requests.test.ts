import { csvField } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { addDays, countWhere, demoIds, requestBody } from '../../test/staffing-fixtures.js';
import { queuePage } from './matching.service.js';
import { csvLinesOf, expectCsvDownload } from '../../test/csv-download.js';
import { idsPageByPage } from '../../test/export-pages.js';

let t: TestApp;
let pm = '';
let admin = '';
let employee = '';
beforeAll(async () => {
  t = await createTestApp();
  [pm, admin, employee] = await Promise.all([t.signIn(DEMO.pm), t.signIn(DEMO.admin), t.signIn(DEMO.employee)]);
});
afterAll(() => t.close());

const create = async (cookie: string, over: Record<string, unknown> = {}) =>
  t.request('POST', '/api/resource-requests', { cookie, body: await requestBody(t, over) });

describe('filing a request', () => {
  it('saves a draft, audits it, then submits it', async () => {
    const response = await create(pm, { submit: false, notes: 'Needs German' });
    expect(response.status).toBe(201);
    const draft = await response.json();
    expect(draft).toMatchObject({ status: 'Draft', hours_per_week: 16, notes: 'Needs German', version: 1 });
    expect(draft.skills[0].label).toContain('·');
    expect(
      await countWhere(
        t,
        sql`select count(*) n from audit_log where entity = 'resource_requests' and entity_id = ${draft.id}`,
      ),
    ).toBe(1);
    const submitted = await t.request('POST', `/api/resource-requests/${draft.id}/submit`, {
      cookie: pm,
      body: {},
      headers: { 'if-match': '"1"' },
    });
    expect(submitted.status).toBe(200);
    expect((await submitted.json()).status).toBe('Submitted');
  });

  it('warns (409, naming the open one) before the same need is submitted twice, and files it once confirmed', async () => {
    const title = `Duplicate probe ${Date.now()}`;
    const jobTitle = await (await t.request('POST', '/api/job-titles', { cookie: admin, body: { title } })).json();
    const same = { job_title_id: jobTitle.id, confirm_duplicate: false };
    const first = await create(pm, same);
    expect(first.status).toBe(201);
    const original = await first.json();
    const countAlike = () =>
      countWhere(t, sql`select count(*) n from resource_requests where job_title_id = ${jobTitle.id}`);

    // Overlapping dates (a week later, same length) by another requester: still the same need.
    const again = await create(admin, { ...same, start_date: addDays(original.start_date, 7) });
    expect(again.status).toBe(409);
    const refusal = await again.json();
    expect(refusal.code).toBe('CONFLICT');
    expect(refusal.message).toContain(title);
    expect(refusal.message).toContain(original.engagement_name);
    expect(refusal.message).toContain(original.start_date);
    expect(refusal.details.duplicate_of).toMatchObject({ id: original.id, status: 'Submitted', job_title: title });
    expect(await countAlike()).toBe(1);

    // A draft is no open request yet, dates that do not overlap are another need, and a confirmed one is filed.
    expect((await create(pm, { ...same, submit: false })).status).toBe(201);
    const later = addDays(original.end_date, 1);
    expect((await create(pm, { ...same, start_date: later, end_date: addDays(later, 6) })).status).toBe(201);
    expect((await create(pm, { ...same, confirm_duplicate: true })).status).toBe(201);
    expect(await countAlike()).toBe(4);
  });

  it('refuses bad input with field errors the form can show', async () => {
    const ids = await demoIds(t);
    const skill = { category_id: ids.product.category_id, product_id: ids.product.id, min_rating: 3, must: true };
    const cases: [Record<string, unknown>, string][] = [
      [{ end_date: addDays(ids.engagement.start_date, -5), start_date: ids.engagement.start_date }, 'end_date'],
      [{ hours_per_week: 61 }, 'hours_per_week'],
      [{ hours_per_week: 0 }, 'hours_per_week'],
      [{ skills: [skill, skill] }, 'skills.1.product_id'],
      [{ start_date: addDays(ids.engagement.start_date, -1) }, 'start_date'],
      [{ skills: [{ ...skill, category_id: ids.cert.id }] }, 'skills.0.category_id'],
      [
        { time_zone_window: { zone: 'Mars/Base', start_hour: 9, end_hour: 17, min_overlap_hours: 4 } },
        'time_zone_window.zone',
      ],
      [{ status: 'Staffed' }, 'status'],
    ];
    for (const [over, field] of cases) {
      const response = await create(pm, over);
      expect(response.status, field).toBe(422);
      expect((await response.json()).details.fields[field], field).toBeTruthy();
    }
  });

  it('is for admins and Project Managers only', async () => {
    expect((await create(employee)).status).toBe(403);
    expect((await t.request('GET', '/api/resource-requests', { cookie: employee })).status).toBe(403);
  });
});

describe('who sees what', () => {
  it('a Project Manager lists only their own requests; an admin sees everyone’s', async () => {
    await create(admin);
    const mine = await (await t.request('GET', '/api/resource-requests?pageSize=200', { cookie: pm })).json();
    const pmUser = await countWhere(
      t,
      sql`select count(*) n from resource_requests r join "user" u on u.id = r.requester_user_id where u.email = ${DEMO.pm}`,
    );
    expect(mine.total).toBe(pmUser);
    expect(new Set(mine.items.map((r: { requester_user_id: string }) => r.requester_user_id)).size).toBe(1);
    const all = await (await t.request('GET', '/api/resource-requests?pageSize=200', { cookie: admin })).json();
    expect(all.total).toBeGreaterThan(mine.total);
  });

  it("answers 404 to a Project Manager asking for someone else's request, and 403 for admin actions", async () => {
    const adminRequest = await (await create(admin)).json();
    for (const path of ['', '/history']) {
      expect((await t.request('GET', `/api/resource-requests/${adminRequest.id}${path}`, { cookie: pm })).status).toBe(
        404,
      );
    }
    const cancel = await t.request('POST', `/api/resource-requests/${adminRequest.id}/cancel`, {
      cookie: pm,
      body: { reason: 'x' },
    });
    expect(cancel.status).toBe(404);
    const reject = await t.request('POST', `/api/resource-requests/${adminRequest.id}/reject`, {
      cookie: pm,
      body: { reason: 'x' },
    });
    expect(reject.status).toBe(403);
    for (const path of [
      '/api/staffing/queue',
      '/api/staffing/board',
      `/api/resource-requests/${adminRequest.id}/candidates`,
    ]) {
      expect((await t.request('GET', path, { cookie: pm })).status, path).toBe(403);
    }
  });

  it('filters the admin list by status, priority, engagement, client, requester, skill and start window', async () => {
    const ids = await demoIds(t);
    const created = await (await create(pm, { priority: 'critical' })).json();
    const query = new URLSearchParams({
      status: 'Submitted',
      priority: 'critical',
      engagement_id: ids.engagement.id,
      client_id: created.client_id,
      requester_user_id: created.requester_user_id,
      skill_id: ids.product.id,
      start_from: created.start_date,
      start_to: created.start_date,
      pageSize: '200',
    });
    const page = await (await t.request('GET', `/api/resource-requests?${query}`, { cookie: admin })).json();
    expect(page.items.map((r: { id: string }) => r.id)).toContain(created.id);
    expect(page.items.every((r: { priority: string }) => r.priority === 'critical')).toBe(true);
    const none = await (
      await t.request('GET', `/api/resource-requests?skill_id=${ids.cert.id}`, { cookie: admin })
    ).json();
    expect(none.total).toBe(0);
  });
});

describe('CSV export (format=csv)', () => {
  it('exports the same filtered list as the JSON page to an admin; a Project Manager gets 403', async () => {
    const created = await (await create(pm, { priority: 'critical', notes: 'csv probe' })).json();
    const json = await (
      await t.request('GET', '/api/resource-requests?priority=critical&pageSize=200', { cookie: admin })
    ).json();
    const refused = await t.request('GET', '/api/resource-requests?format=csv&priority=critical', { cookie: pm });
    expect(refused.status).toBe(403);
    const response = await t.request('GET', '/api/resource-requests?format=csv&priority=critical', { cookie: admin });
    const lines = await expectCsvDownload(response, 'resource-requests');
    expect(lines[0]).toBe(
      'Engagement,Client,Requester,Role,Job title,Status,Priority,Hours per week,Hours staffed,Start,End,Age (days),Time to staff (days)',
    );
    expect(lines).toHaveLength(json.total + 1);
    expect(lines.slice(1).every((line) => line.includes(',critical,'))).toBe(true);
    const picked = await t.request('GET', `/api/resource-requests?format=csv&columns=id,status&headers=Id,State`, {
      cookie: admin,
    });
    const rows = (await picked.text()).trimEnd().split('\r\n');
    expect(rows[0]).toBe('Id,State');
    expect(rows).toContain(`${created.id},${created.status}`);
    const bad = await t.request('GET', '/api/resource-requests?format=csv&columns=id,password', { cookie: admin });
    expect(bad.status).toBe(422);
  });
});

describe('changing a request', () => {
  it('edits a draft with the version read (stale version: 409), then cancels it with a reason', async () => {
    const draft = await (await create(pm, { submit: false })).json();
    const stale = await t.request('PATCH', `/api/resource-requests/${draft.id}`, {
      cookie: pm,
      body: { hours_per_week: 20 },
      headers: { 'if-match': '"7"' },
    });
    expect(stale.status).toBe(409);
    const edited = await t.request('PATCH', `/api/resource-requests/${draft.id}`, {
      cookie: pm,
      body: { hours_per_week: 20 },
      headers: { 'if-match': '"1"' },
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()).hours_per_week).toBe(20);
    expect(
      (await t.request('POST', `/api/resource-requests/${draft.id}/cancel`, { cookie: pm, body: {} })).status,
    ).toBe(422);
    const cancelled = await t.request('POST', `/api/resource-requests/${draft.id}/cancel`, {
      cookie: pm,
      body: { reason: 'Client paused the phase' },
    });
    expect(await cancelled.json()).toMatchObject({ status: 'Cancelled', status_reason: 'Client paused the phase' });
    const edit = await t.request('PATCH', `/api/resource-requests/${draft.id}`, {
      cookie: pm,
      body: { notes: 'late' },
    });
    expect(edit.status).toBe(409);
    const history = await (await t.request('GET', `/api/resource-requests/${draft.id}/history`, { cookie: pm })).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'update', 'create']);
  });

  it('an admin rejects with a reason and the requester is notified', async () => {
    const request = await (await create(pm)).json();
    const rejected = await t.request('POST', `/api/resource-requests/${request.id}/reject`, {
      cookie: admin,
      body: { reason: 'Covered internally' },
    });
    expect(await rejected.json()).toMatchObject({ status: 'Rejected', status_reason: 'Covered internally' });
    const notes = await (await t.request('GET', '/api/notifications?pageSize=5', { cookie: pm })).json();
    expect(notes.items[0]).toMatchObject({ type: 'resource_request', body: 'Covered internally' });
  });

  it('an admin closes an open request and it leaves the queue', async () => {
    const request = await (await create(pm)).json();
    const closed = await (
      await t.request('POST', `/api/resource-requests/${request.id}/close`, {
        cookie: admin,
        body: { reason: 'Not needed' },
      })
    ).json();
    expect(closed.status).toBe('Cancelled');
    expect(closed.closed_at).not.toBeNull();
    const queue = await (await t.request('GET', '/api/staffing/queue', { cookie: admin })).json();
    expect(queue.items.map((i: { id: string }) => i.id)).not.toContain(request.id);
  });
});

describe('staffing queue: CSV export (format=csv)', () => {
  it('exports every open request of the queue, most urgent first, with its top candidates', async () => {
    const request = await (await create(pm, { priority: 'critical', notes: 'queue csv' })).json();
    const queue = await (await t.request('GET', '/api/staffing/queue', { cookie: admin })).json();
    const item = queue.items.find((i: { id: string }) => i.id === request.id);
    expect(item?.top.length).toBeGreaterThan(0);
    const response = await t.request('GET', '/api/staffing/queue?format=csv', { cookie: admin });
    const lines = await expectCsvDownload(response, 'staffing-queue');
    expect(lines[0]).toBe(
      'Engagement,Client,Job title,Requester,Priority,Status,Start,End,Hours unstaffed,Hours per week,Age (days),Top candidates',
    );
    expect(queue.total).toBeGreaterThan(1);
    expect(lines).toHaveLength(queue.total + 1);
    const top = item.top.map((c: { name: string }) => c.name).join('; ');
    const picked = await csvLinesOf(
      await t.request('GET', '/api/staffing/queue?format=csv&columns=id,priority,top&headers=Id,Priority,Top', {
        cookie: admin,
      }),
    );
    expect(picked[0]).toBe('Id,Priority,Top');
    expect(picked.slice(1).map((line) => line.split(',')[0])).toEqual(queue.items.map((i: { id: string }) => i.id));
    // Several names are joined with "; ", a separator in some locales: the cell is quoted.
    expect(picked).toContain(`${request.id},critical,${csvField(top)}`);
  });

  it('is for staffing managers only (403); an unknown column is 422', async () => {
    for (const cookie of [pm, employee]) {
      expect((await t.request('GET', '/api/staffing/queue?format=csv', { cookie })).status).toBe(403);
    }
    expect((await t.request('GET', '/api/staffing/queue?format=csv&columns=id,salary', { cookie: admin })).status).toBe(
      422,
    );
  });

  it('reads the whole queue page by page (no row twice or missed), in the order of the screen', async () => {
    const queue = await (await t.request('GET', '/api/staffing/queue', { cookie: admin })).json();
    const page = queuePage(t.deps.database.db);
    const ids = await idsPageByPage(page, 3);
    expect(ids).toEqual(queue.items.map((i: { id: string }) => i.id));
  });
});
