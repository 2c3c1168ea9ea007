import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { csvRow, ONBOARDING_TEMPLATE } from '@praxis/shared';
import { addDays, todayIn } from '@praxis/shared/dates';
import type { Principal } from '../../auth/principal.js';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';
import { onboardingCsvRows } from './onboarding.service.js';
import { idsPageByPage } from '../../test/export-pages.js';
import { csvLinesOf, expectCsvDownload } from '../../test/csv-download.js';

const { t, cookies } = useDemoApp();
/** Two months ahead, so none of the checklist's tasks is overdue on the day the suite runs. */
const START = addDays(todayIn('UTC'), 60);

async function candidate(email: string, hiringManagerId: string | null = null) {
  const position = await (
    await t.request('POST', '/api/recruiting/positions', {
      cookie: cookies.admin,
      body: {
        title: `Cloud engineer ${Math.random()}`,
        status: 'open',
        headcount: 1,
        target_start: START,
        hiring_manager_id: hiringManagerId,
      },
    })
  ).json();
  const created = await t.request('POST', '/api/recruiting/candidates', {
    cookie: cookies.admin,
    body: {
      position_id: position.id,
      first_name: 'Nina',
      last_name: 'Newhire',
      source: 'direct',
      email,
    },
  });
  expect(created.status).toBe(201);
  return created.json();
}

const hire = async (cookie: string, applicant: { id: string; version: number }) =>
  t.request('PATCH', `/api/recruiting/candidates/${applicant.id}`, {
    cookie,
    headers: { 'if-match': `"${applicant.version}"` },
    body: { stage: 'hired' },
  });

describe('hire → onboarding → consultant', () => {
  const email = `nina.${Date.now()}@example.com`;
  let hireCookie = '';
  let onboardingId = '';

  it('hiring creates the profile, an invitation and the checklist from the template; owners are told', async () => {
    const manager = (await (await t.request('GET', '/api/me', { cookie: cookies.employee })).json()).consultant.id;
    const applicant = await candidate(email, manager);
    const unreadBefore = await (
      await t.request('GET', '/api/notifications/unread-count', { cookie: cookies.employee })
    ).json();
    expect((await hire(cookies.pm, applicant)).status).toBe(200);
    const [consultant] = await rowsOf<{ id: string; start_date: string; user_id: string | null }>(
      t.deps.database.db,
      sql`select id, to_char(start_date, 'YYYY-MM-DD') as start_date, user_id from consultants where email = ${email}`,
    );
    expect(consultant).toMatchObject({ start_date: START, user_id: null });
    const [invitations] = await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from consultant_invitations where consultant_id = ${consultant?.id}`,
    );
    expect(invitations?.n).toBe(1);
    const all = await (await t.request('GET', '/api/onboardings', { cookie: cookies.admin })).json();
    const mine = all.find((o: { consultant_id: string }) => o.consultant_id === consultant?.id);
    expect(mine.total).toBe(ONBOARDING_TEMPLATE.length);
    expect(mine.tasks[0]).toMatchObject({ title: ONBOARDING_TEMPLATE[0]?.title, due_date: addDays(START, -3) });
    onboardingId = mine.id;
    // The hiring manager (the employee here) hears about their two tasks.
    const unreadAfter = await (
      await t.request('GET', '/api/notifications/unread-count', { cookie: cookies.employee })
    ).json();
    expect(unreadAfter.unread).toBe(unreadBefore.unread + 1);

    // The new hire claims the profile through a fresh invitation link and sees only their own onboarding.
    const link = await (
      await t.request('POST', `/api/consultants/${consultant?.id}/invitations`, { cookie: cookies.admin })
    ).json();
    const token = String(link.url).split('/invite/')[1];
    const accepted = await t.request('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Nina Newhire', password: 'nina-new-hire-pass' },
    });
    expect(accepted.status).toBe(200);
    hireCookie = await t.signIn(email, 'nina-new-hire-pass');
    const own = await (await t.request('GET', '/api/onboardings', { cookie: hireCookie })).json();
    expect(own.map((o: { id: string }) => o.id)).toEqual([onboardingId]);
    expect(own[0].has_account).toBe(true);
  });

  it('lets the new hire tick their own tasks; another person’s onboarding is 404; handing over is for admins', async () => {
    const own = await (await t.request('GET', `/api/onboardings/${onboardingId}`, { cookie: hireCookie })).json();
    const task = own.tasks.find((x: { title: string }) => x.title.startsWith('Complete your profile'));
    const ticked = await t.request('PATCH', `/api/onboarding-tasks/${task.id}`, {
      cookie: hireCookie,
      headers: { 'if-match': `"${task.version}"` },
      body: { done: true },
    });
    expect(ticked.status).toBe(200);
    expect((await ticked.json()).done).toBe(1);
    const stale = await t.request('PATCH', `/api/onboarding-tasks/${task.id}`, {
      cookie: hireCookie,
      headers: { 'if-match': `"${task.version}"` },
      body: { done: false },
    });
    expect(stale.status).toBe(409);
    expect((await t.request('GET', `/api/onboardings/${onboardingId}`, { cookie: cookies.employee })).status).toBe(404);
    const foreign = await t.request('PATCH', `/api/onboarding-tasks/${task.id}`, {
      cookie: cookies.employee,
      body: { done: false },
    });
    expect(foreign.status).toBe(404);
    const me = await (await t.request('GET', '/api/me', { cookie: cookies.employee })).json();
    const handOver = { owner_consultant_id: me.consultant.id };
    const byHire = await t.request('PATCH', `/api/onboarding-tasks/${task.id}`, { cookie: hireCookie, body: handOver });
    expect(byHire.status).toBe(403);
    const byAdmin = await t.request('PATCH', `/api/onboarding-tasks/${task.id}`, {
      cookie: cookies.admin,
      body: handOver,
    });
    expect(byAdmin.status).toBe(200);
    const unread = await (
      await t.request('GET', '/api/notifications/unread-count', { cookie: cookies.employee })
    ).json();
    expect(unread.unread).toBeGreaterThan(0);
    expect(
      (await t.request('PATCH', `/api/onboarding-tasks/${task.id}`, { cookie: cookies.admin, body: {} })).status,
    ).toBe(422);
  });

  it('the new consultant is in the directory', async () => {
    const found = await (await t.request('GET', '/api/consultants?q=Newhire', { cookie: cookies.employee })).json();
    expect(found.items.map((c: { email: string }) => c.email)).toContain(email);
  });

  it('hiring someone whose e-mail is already a colleague’s is refused, naming the profile; nothing changes', async () => {
    const [colleague] = await rowsOf<{ id: string; email: string; name: string }>(
      t.deps.database.db,
      sql`select c.id, c.email, c.first_name || ' ' || c.last_name as name from consultants c
        where c.user_id is not null and c.email like '%@demo.local'
          and not exists (select 1 from onboardings o where o.consultant_id = c.id) order by c.email desc limit 1`,
    );
    const applicant = await candidate(String(colleague?.email).toUpperCase());
    const refused = await hire(cookies.admin, applicant);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toContain(String(colleague?.name));
    const rows = await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from consultants where lower(email) = ${colleague?.email}`,
    );
    expect(rows[0]?.n).toBe(1);
    const all = await (await t.request('GET', '/api/onboardings', { cookie: cookies.admin })).json();
    expect(all.some((o: { consultant_id: string }) => o.consultant_id === colleague?.id)).toBe(false);
    const still = await (
      await t.request('GET', `/api/recruiting/candidates/${applicant.id}`, { cookie: cookies.admin })
    ).json();
    expect(still.stage).not.toBe('hired');
  });
});

describe('onboardings: CSV export (format=csv)', () => {
  const CARD = ['name', 'email', 'job_title', 'start_date', 'done', 'total', 'overdue', 'has_account'];
  const emails = [`csv.one.${Date.now()}@example.com`, `csv.two.${Date.now()}@example.com`];

  it('exports every onboarding an admin sees, in the list order, with what each card shows', async () => {
    for (const email of emails) expect((await hire(cookies.pm, await candidate(email))).status).toBe(200);
    const json = await (await t.request('GET', '/api/onboardings', { cookie: cookies.admin })).json();
    const response = await t.request('GET', '/api/onboardings?format=csv', { cookie: cookies.admin });
    const lines = await expectCsvDownload(response, 'onboardings');
    expect(lines[0]).toBe('Name,Email,Job title,Start date,Done,Tasks,Overdue,Account claimed');
    expect(json.length).toBeGreaterThanOrEqual(2);
    expect(lines).toHaveLength(json.length + 1);
    expect(lines.slice(1)).toEqual(json.map((onboarding: Record<string, unknown>) => csvRow(onboarding, CARD)));
    for (const email of emails) {
      const line = lines.find((entry) => entry.includes(email));
      expect(line).toMatch(
        new RegExp(`^Nina Newhire,${email},[^,]*,${START},0,${ONBOARDING_TEMPLATE.length},0,false$`),
      );
    }
  });

  it('shows others only their own, and exports nothing to them: the export is an admin’s (data.export)', async () => {
    for (const cookie of [cookies.employee, cookies.pm]) {
      const json = await (await t.request('GET', '/api/onboardings', { cookie })).json();
      for (const email of emails) expect(JSON.stringify(json)).not.toContain(email);
      expect((await t.request('GET', '/api/onboardings?format=csv', { cookie })).status).toBe(403);
    }
  });

  it('honours chosen columns and headers, reads page by page without gaps; unknown column 422; signed out 401', async () => {
    const json = await (await t.request('GET', '/api/onboardings', { cookie: cookies.admin })).json();
    const chosen = await csvLinesOf(
      await t.request('GET', '/api/onboardings?format=csv&columns=id,consultant_id&headers=Id,Consultant', {
        cookie: cookies.admin,
      }),
    );
    expect(chosen).toEqual([
      'Id,Consultant',
      ...json.map(
        (onboarding: { id: string; consultant_id: string }) => `${onboarding.id},${onboarding.consultant_id}`,
      ),
    ]);
    // The task list is no column of the export.
    const tasks = await t.request('GET', '/api/onboardings?format=csv&columns=tasks', { cookie: cookies.admin });
    expect(tasks.status).toBe(422);
    const bad = await t.request('GET', '/api/onboardings?format=csv&columns=name,password', { cookie: cookies.admin });
    expect(bad.status).toBe(422);
    expect((await t.request('GET', '/api/onboardings?format=csv')).status).toBe(401);
    const principal = { roles: ['admin'] } as unknown as Principal;
    const page = onboardingCsvRows(t.deps.database.db, principal);
    const ids = await idsPageByPage(page, 1);
    expect(ids).toEqual(json.map((onboarding: { id: string }) => onboarding.id));
  });
});
