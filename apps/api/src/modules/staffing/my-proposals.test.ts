import { describe, expect, it } from 'vitest';
import type { MyProposal } from '@praxis/shared';
import { useDemoApp } from '../../test/demo-app.js';
import { requestBody } from '../../test/staffing-fixtures.js';

const { t, cookies } = useDemoApp();

const mine = async (cookie: string): Promise<MyProposal[]> => {
  const response = await t.request('GET', '/api/staffing-proposals/mine', { cookie });
  expect(response.status).toBe(200);
  return response.json();
};
const consultantOf = async (cookie: string): Promise<string> =>
  (await (await t.request('GET', '/api/me', { cookie })).json()).consultant.id;
const fileAndPropose = async (consultantIds: string[], hours = 8) => {
  const filed = await t.request('POST', '/api/resource-requests', {
    cookie: cookies.pm,
    body: await requestBody(t, { hours_per_week: 16 }),
  });
  expect(filed.status).toBe(201);
  const request = await filed.json();
  const proposed = await t.request('POST', `/api/resource-requests/${request.id}/proposals`, {
    cookie: cookies.admin,
    body: { consultant_ids: consultantIds, hours_per_week: hours },
  });
  expect(proposed.status, await proposed.clone().text()).toBe(200);
  return (await proposed.json()) as {
    id: string;
    start_date: string;
    end_date: string;
    engagement_name: string;
    proposals: { id: string; consultant_id: string }[];
  };
};

describe('GET /api/staffing-proposals/mine', () => {
  it('needs a session; every role may ask', async () => {
    expect((await t.request('GET', '/api/staffing-proposals/mine')).status).toBe(401);
    for (const cookie of [cookies.employee, cookies.pm, cookies.admin]) await mine(cookie);
  });

  it('shows the demo employee the request the demo firm proposes them for', async () => {
    const list = await mine(cookies.employee);
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((row) => row.status === 'proposed' && row.request_status === 'In Review')).toBe(true);
  });

  it("lists only the caller's own proposals, with engagement, role, hours, dates and the state", async () => {
    const employee = await consultantOf(cookies.employee);
    const pm = await consultantOf(cookies.pm);
    const request = await fileAndPropose([employee, pm], 8);
    const own = (await mine(cookies.employee)).filter((row) => row.request_id === request.id);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      engagement_name: request.engagement_name,
      hours_per_week: 8,
      start_date: request.start_date,
      end_date: request.end_date,
      status: 'proposed',
      request_status: 'In Review',
      assignment_id: null,
      decided_at: null,
    });
    const employeeProposal = request.proposals.find((p) => p.consultant_id === employee);
    expect(own[0]?.id).toBe(employeeProposal?.id);
    // The other person's proposal on the same request is theirs alone.
    const pmOwn = (await mine(cookies.pm)).filter((row) => row.request_id === request.id);
    expect(pmOwn.map((row) => row.id)).toEqual([request.proposals.find((p) => p.consultant_id === pm)?.id]);
    // Nothing of the proposal leaks through the filing endpoints: an employee does not file or read requests.
    expect((await t.request('GET', '/api/resource-requests', { cookie: cookies.employee })).status).toBe(403);
    expect((await t.request('GET', `/api/resource-requests/${request.id}`, { cookie: cookies.employee })).status).toBe(
      403,
    );
  });

  it('shows the booking once accepted: the state, the assignment and the request staffed through', async () => {
    const employee = await consultantOf(cookies.employee);
    const request = await fileAndPropose([employee], 16);
    const proposalId = request.proposals[0]?.id;
    const accepted = await t.request('POST', `/api/staffing-proposals/${proposalId}/accept`, {
      cookie: cookies.admin,
      body: { override_reason: 'Booked for the test, whatever the load.' },
    });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const [row] = (await mine(cookies.employee)).filter((item) => item.request_id === request.id);
    expect(row).toMatchObject({ status: 'accepted', request_status: 'Staffed', hours_per_week: 16 });
    expect(row?.assignment_id).toEqual(expect.any(String));
    expect(row?.decided_at).toEqual(expect.any(String));
  });

  it('reads no query or body: the answer is the caller’s whatever is sent', async () => {
    const pm = await consultantOf(cookies.pm);
    const response = await t.request('GET', `/api/staffing-proposals/mine?consultant_id=${pm}`, {
      cookie: cookies.employee,
    });
    expect(response.status).toBe(200);
    const pmIds = new Set((await mine(cookies.pm)).map((row) => row.id));
    expect(((await response.json()) as MyProposal[]).filter((row) => pmIds.has(row.id))).toEqual([]);
  });
});
