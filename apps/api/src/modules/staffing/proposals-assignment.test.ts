import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';
import { requestBody } from '../../test/staffing-fixtures.js';

/** The engagements module owns assignments: a staffed proposal makes the same record as the team dialog. */
const { t, cookies } = useDemoApp();

const consultantOf = async (cookie: string) =>
  ((await (await t.request('GET', '/api/me', { cookie })).json()) as { consultant: { id: string } }).consultant.id;

const createAudit = async (assignmentId: string) => {
  const rows = await rowsOf<{ after: Record<string, unknown> }>(
    t.deps.database.db,
    sql`select after from audit_log where entity = 'engagement_consultants' and entity_id = ${assignmentId}
        and action = 'create'`,
  );
  expect(rows).toHaveLength(1);
  return rows[0]?.after ?? {};
};

const latestNotice = async (cookie: string) =>
  (await (await t.request('GET', '/api/notifications?page=1&pageSize=1', { cookie })).json()).items[0] as {
    title: string;
    body: string;
    link: string;
  };

describe('an assignment made by staffing', () => {
  it('is the record, audit row and notice the team dialog makes', async () => {
    const body = await requestBody(t, { hours_per_week: 4 });
    const filed = await t.request('POST', '/api/resource-requests', { cookie: cookies.pm, body });
    expect(filed.status).toBe(201);
    const request = (await filed.json()) as { id: string; engagement_id: string };
    const [staffedPerson, addedPerson] = await Promise.all([consultantOf(cookies.employee), consultantOf(cookies.pm)]);

    const proposed = await t.request('POST', `/api/resource-requests/${request.id}/proposals`, {
      cookie: cookies.admin,
      body: { consultant_ids: [staffedPerson] },
    });
    const proposalId = ((await proposed.json()) as { proposals: { id: string }[] }).proposals[0]?.id ?? '';
    // The reason lets the booking through even if the demo firm keeps this person busy (staffing's own policy).
    const staffed = await t.request('POST', `/api/staffing-proposals/${proposalId}/accept`, {
      cookie: cookies.admin,
      body: { override_reason: 'Agreed with the consultant' },
    });
    expect(staffed.status).toBe(200);
    const proposal = (
      (await staffed.json()) as { proposals: { id: string; assignment_id: string; status: string }[] }
    ).proposals.find((p) => p.id === proposalId);
    expect(proposal?.status).toBe('accepted');
    const staffedId = proposal?.assignment_id ?? '';

    const added = await t.request('POST', `/api/engagements/${request.engagement_id}/team`, {
      cookie: cookies.admin,
      body: {
        consultant_id: addedPerson,
        start_date: body.start_date,
        end_date: body.end_date,
        hours_allocated: 16,
      },
    });
    expect(added.status).toBe(201);
    const addedId = ((await added.json()) as { assignment: { id: string } }).assignment.id;

    const team = (await (
      await t.request('GET', `/api/engagements/${request.engagement_id}/team`, { cookie: cookies.admin })
    ).json()) as { id: string }[];
    const record = (id: string) => team.find((assignment) => assignment.id === id);
    const [staffedAudit, addedAudit] = await Promise.all([createAudit(staffedId), createAudit(addedId)]);
    // One audit shape: the record as the API shows it, whichever way it was made.
    expect(staffedAudit).toEqual(record(staffedId));
    expect(addedAudit).toEqual(record(addedId));
    expect(Object.keys(staffedAudit).sort()).toEqual(Object.keys(addedAudit).sort());
    expect(staffedAudit).toMatchObject({ start_date: body.start_date, end_date: body.end_date, hours_allocated: 16 });

    // One notice: both people hear the same words from the same engagement.
    const [staffedNotice, addedNotice] = await Promise.all([latestNotice(cookies.employee), latestNotice(cookies.pm)]);
    expect(staffedNotice.title).toMatch(/^You were added to an engagement: /);
    const words = ({ title, body, link }: typeof staffedNotice) => ({ title, body, link });
    expect(words(staffedNotice)).toEqual(words(addedNotice));
  });
});
