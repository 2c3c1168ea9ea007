import { describe, expect, it } from 'vitest';
import { DEMO, type TestApp } from '../test/harness.js';
import { useDemoApp, useTestApp } from '../test/demo-app.js';
import { elapsedDays } from '@praxis/shared/dates';

/** Issue 10, items 2–4: who may sign up, invitations instead of e-mail takeover, and all-or-nothing sign-up. */
const WAITING = 'This email belongs to a profile waiting for an invitation. Ask an admin for your invitation link.';

const { t, cookies } = useDemoApp();

/** A plain e-mail sign-up, on the file's app unless another is given. */
const signUp = (body: Record<string, unknown>, app: TestApp = t) =>
  app.request('POST', '/api/auth/sign-up/email', { body });
const userCount = async (email: string) =>
  Number((await t.deps.database.execute('select count(*)::int as n from "user" where email = $1', [email])).rows[0]?.n);
const tokenOf = (url: string) => url.split('/invite/')[1] ?? '';

async function createConsultant(email: string, role = 'admin') {
  const response = await t.request('POST', '/api/consultants', {
    cookie: cookies.admin,
    body: { first_name: 'Ines', last_name: 'Invited', email, role },
  });
  expect(response.status).toBe(201);
  return response.json();
}

describe('a profile created by an admin is claimed only through its invitation', () => {
  it('refuses a plain sign-up with its e-mail, with the exact message, and creates nothing', async () => {
    await createConsultant('takeover@example.com');
    const response = await signUp({ email: 'takeover@example.com', password: 'attacker-pw-1', name: 'Mallory' });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe(WAITING);
    expect(await userCount('takeover@example.com')).toBe(0);
    // The same through better-auth directly (mixed case, no pre-check shortcut): still refused.
    const upper = await signUp({ email: 'TakeOver@Example.com', password: 'attacker-pw-1', name: 'Mallory' });
    expect(upper.status).toBe(403);
  });

  it('links the account through the link, once; the role comes from the profile', async () => {
    const created = await createConsultant('claim.me@example.com');
    expect(created.invitation.url).toMatch(/\/invite\/[A-Za-z0-9_-]{40,}$/);
    const token = tokenOf(created.invitation.url);
    expect(elapsedDays(Date.now(), created.invitation.expires_at)).toBeGreaterThan(6.9);

    const preview = await t.request('GET', `/api/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({ email: 'claim.me@example.com', first_name: 'Ines' });

    const accepted = await t.request('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Ines Invited', password: 'ines-password' },
    });
    expect(accepted.status).toBe(200);
    const cookie = accepted.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair?.startsWith('better-auth.session_token='));
    const me = await (await t.request('GET', '/api/me', { cookie })).json();
    expect(me.user.email).toBe('claim.me@example.com');
    expect(me.consultant.id).toBe(created.id);
    expect(me.primaryRole).toBe('admin');

    const again = await t.request('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Second Try', password: 'second-password' },
    });
    expect(again.status).toBe(404);
    expect((await t.request('GET', `/api/invitations/${token}`)).status).toBe(404);
  });

  it('stores only a hash of the token, and a new link replaces the old one', async () => {
    const created = await createConsultant('relink@example.com', 'employee');
    const first = tokenOf(created.invitation.url);
    const stored = await t.deps.database.execute('select token_hash from consultant_invitations');
    expect(JSON.stringify(stored.rows)).not.toContain(first);

    const status = await (
      await t.request('GET', `/api/consultants/${created.id}/invitation`, { cookie: cookies.admin })
    ).json();
    expect(status.invitation.expires_at).toBe(created.invitation.expires_at);

    const renewed = await t.request('POST', `/api/consultants/${created.id}/invitations`, { cookie: cookies.admin });
    expect(renewed.status).toBe(201);
    const second = tokenOf((await renewed.json()).url);
    expect((await t.request('GET', `/api/invitations/${first}`)).status).toBe(404);
    expect((await t.request('GET', `/api/invitations/${second}`)).status).toBe(200);
  });

  it('refuses expired links, and invitations for a profile that already has a user', async () => {
    const created = await createConsultant('expired@example.com', 'employee');
    await t.deps.database.execute(
      `update consultant_invitations set expires_at = now() - interval '1 minute' where consultant_id = $1`,
      [created.id],
    );
    const token = tokenOf(created.invitation.url);
    const accepted = await t.request('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Late Comer', password: 'late-password' },
    });
    expect(accepted.status).toBe(404);
    const me = await (await t.request('GET', '/api/me', { cookie: cookies.admin })).json();
    const linked = await t.request('POST', `/api/consultants/${me.consultant.id}/invitations`, {
      cookie: cookies.admin,
    });
    expect(linked.status).toBe(409);
  });

  it('lets only consultants.manage make links', async () => {
    const created = await createConsultant('pm.cannot@example.com', 'employee');
    const pm = await t.signIn(DEMO.pm);
    expect((await t.request('POST', `/api/consultants/${created.id}/invitations`, { cookie: pm })).status).toBe(403);
  });
});

describe('sign-up is all or nothing', () => {
  it('refuses a 900,000-character name with 422 naming the field, and leaves no user behind', async () => {
    const response = await signUp({
      email: 'long.name@example.com',
      password: 'long-name-pw',
      name: 'x'.repeat(900_000),
    });
    expect(response.status).toBe(422);
    expect((await response.json()).details.fields.name).toMatch(/200/);
    expect(await userCount('long.name@example.com')).toBe(0);
    const ok = await signUp({ email: 'long.name@example.com', password: 'long-name-pw', name: 'y'.repeat(200) });
    expect(ok.status).toBe(200);
  });

  it('rolls back the user and the account when the consultant cannot be written', async () => {
    await t.deps.database.execute(`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.first_name = 'Boom' then raise exception 'refused' using errcode = '23514'; end if;
        return new;
      end $$`);
    await t.deps.database.execute(`
      create trigger refuse_boom before insert on consultants for each row execute function refuse_boom();`);
    try {
      const response = await signUp({ email: 'boom@example.com', password: 'boom-password', name: 'Boom Crash' });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await userCount('boom@example.com')).toBe(0);
      const accounts = await t.deps.database.execute(
        `select count(*)::int as n from account a left join "user" u on u.id = a.user_id where u.id is null`,
      );
      expect(accounts.rows[0]?.n).toBe(0);
    } finally {
      await t.deps.database.execute('drop trigger refuse_boom on consultants');
      await t.deps.database.execute('drop function refuse_boom()');
    }
    expect((await signUp({ email: 'boom@example.com', password: 'boom-password', name: 'Boom Crash' })).status).toBe(
      200,
    );
  });

  it('refuses fields better-auth would store on the user (no extra fields)', async () => {
    const response = await signUp({
      email: 'extra@example.com',
      password: 'extra-password',
      name: 'Ex Tra',
      image: 'https://evil.example/x.png',
    });
    expect(response.status).toBe(422);
  });
});

describe('who may sign up (SIGNUP, SIGNUP_DOMAINS)', () => {
  it('admits only the configured domains by default, and says why', async () => {
    const refused = await signUp({ email: 'stranger@elsewhere.example', password: 'stranger-pw', name: 'Stranger' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/@demo\.local, @example\.com/);
    const config = await (await t.request('GET', '/api/auth-config')).json();
    expect(config.signUp).toEqual({ mode: 'domains', domains: ['demo.local', 'example.com'] });
  });

  /** Someone signing up without an invitation (each mode's test gives an e-mail). */
  const ANYONE = { password: 'anyone-password', name: 'Any One' };

  describe('invite-only', () => {
    const closed = useTestApp({ SIGNUP: 'invite-only' });

    it('refuses every plain sign-up when invite-only, but invitations still work', async () => {
      const refused = await signUp({ ...ANYONE, email: 'anyone@example.com' }, closed);
      expect(refused.status).toBe(403);
      expect((await refused.json()).message).toMatch(/invitation only/);
      expect((await (await closed.request('GET', '/api/auth-config')).json()).signUp.mode).toBe('invite-only');
      const adminCookie = await closed.signIn(DEMO.admin);
      const created = await (
        await closed.request('POST', '/api/consultants', {
          cookie: adminCookie,
          body: { first_name: 'Ona', last_name: 'Invited', email: 'ona@elsewhere.example' },
        })
      ).json();
      const accepted = await closed.request('POST', `/api/invitations/${tokenOf(created.invitation.url)}/accept`, {
        body: { name: 'Ona Invited', password: 'ona-password' },
      });
      expect(accepted.status).toBe(200);
    });
  });

  describe('open', () => {
    const open = useTestApp({ SIGNUP: 'open' });

    it('admits anyone when open', async () => {
      const response = await signUp({ ...ANYONE, email: 'anyone@anywhere.example' }, open);
      expect(response.status).toBe(200);
    });
  });
});
