import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql.js';
import { useDemoPeople } from '../test/demo-app.js';

/**
 * Two ways to reach what a role may not: money read back through a record's history, and a hire that takes over
 * an existing person's profile (revoking their invitation, or onboarding someone already here).
 */
const { t, cookies, consultantIds } = useDemoPeople();

describe('money never leaves an audit diff for a viewer without finance.view', () => {
  it('hides budget_amount in the activity of an engagement its Project Manager manages', async () => {
    const [managed] = await rowsOf<{ id: string }>(
      t.deps.database.db,
      sql`select a.engagement_id as id from engagement_consultants a
            join engagement_roles r on r.id = a.engagement_role_id
           where a.consultant_id = ${consultantIds.pm} and r.title in ('Project Manager', 'Engagement Manager')
           limit 1`,
    );
    const id = managed?.id ?? '';
    const read = await t.request('GET', `/api/engagements/${id}`, { cookie: cookies.admin });
    const patched = await t.request('PATCH', `/api/engagements/${id}`, {
      cookie: cookies.admin,
      headers: { 'if-match': read.headers.get('etag') ?? '' },
      body: { budget_amount: 987654.32 },
    });
    expect(patched.status).toBe(200);

    const asPm = await t.request('GET', `/api/engagements/${id}/activity?pageSize=100`, { cookie: cookies.pm });
    expect(asPm.status).toBe(200);
    const pmText = await asPm.text();
    expect(pmText).not.toContain('budget');
    expect(pmText).not.toContain('987654');
    const asAdmin = await t.request('GET', `/api/engagements/${id}/activity?pageSize=100`, { cookie: cookies.admin });
    expect(await asAdmin.text()).toContain('987654.32');
  });
});

describe('hiring an existing person e-mail is refused', () => {
  const candidateWith = async (email: string) => {
    const position = await (
      await t.request('POST', '/api/recruiting/positions', {
        cookie: cookies.admin,
        body: { title: `Analyst ${Math.random()}`, status: 'open', headcount: 1 },
      })
    ).json();
    const created = await t.request('POST', '/api/recruiting/candidates', {
      cookie: cookies.admin,
      body: { position_id: position.id, first_name: 'Copy', last_name: 'Cat', source: 'direct', email },
    });
    expect(created.status).toBe(201);
    return created.json() as Promise<{ id: string; version: number }>;
  };
  const hire = (applicant: { id: string; version: number }) =>
    t.request('PATCH', `/api/recruiting/candidates/${applicant.id}`, {
      cookie: cookies.pm,
      headers: { 'if-match': `"${applicant.version}"` },
      body: { stage: 'hired' },
    });

  it('keeps an admin-to-be profile invitation when a candidate with that e-mail is hired', async () => {
    const email = `admin.to.be.${Date.now()}@example.com`;
    const profile = await t.request('POST', '/api/consultants', {
      cookie: cookies.admin,
      body: { first_name: 'Future', last_name: 'Admin', email, role: 'admin' },
    });
    expect(profile.status).toBe(201);
    const { id, invitation } = await profile.json();
    const refused = await hire(await candidateWith(email.toUpperCase()));
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toContain('Future Admin');
    const status = await (
      await t.request('GET', `/api/consultants/${id}/invitation`, { cookie: cookies.admin })
    ).json();
    expect(status.invitation?.expires_at).toBe(invitation.expires_at);
    const [open] = await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from onboardings where consultant_id = ${id}`,
    );
    expect(open?.n).toBe(0);
  });

  it('attaches no onboarding to an existing employee', async () => {
    const refused = await hire(await candidateWith('employee@demo.local'));
    expect(refused.status).toBe(409);
    const [open] = await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from onboardings where consultant_id = ${consultantIds.employee}`,
    );
    expect(open?.n).toBe(0);
  });
});
