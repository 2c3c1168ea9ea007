import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { SessionCache } from '../auth/session-cache.js';
import { DEACTIVATED_MESSAGE } from '../auth/session-hooks.js';
import { createLogger } from '../lib/logger.js';
import { LAST_ADMIN_MESSAGE } from '../modules/users/admin-guard.js';
import { createRealtime, MAX_STREAMS_PER_USER, type Realtime } from '../realtime/realtime.js';
import { createTestApp, DEMO, ORIGIN, type TestApp } from '../test/harness.js';
import { consultantIfMatch } from '../test/consultant-version.js';

/**
 * Attacks on access that should end (docs/product.md §10 "Access ends at once"): a deactivated or signed-out-everywhere
 * account keeps working, the last admin demotes themselves, a session cached on another instance outlives its
 * revocation, and event streams outlive their session or pile up.
 */
let t: TestApp;
let admin = '';
let second: { request: (path: string, cookie: string) => Promise<Response>; cache: SessionCache; realtime: Realtime };
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO.admin);
  // A second API instance on the same database: its own session cache (with a clock that never moves, so only an
  // announcement can make it forget) and its own LISTEN connection, wired as bootstrap.ts wires them.
  const cache = new SessionCache(() => 0);
  const realtime = createRealtime(t.deps.database, createLogger('silent'));
  realtime.onSessionChange((change) => cache.forget(change));
  await realtime.start();
  const app = createApp({ ...t.deps, sessionCache: cache, realtime });
  second = {
    cache,
    realtime,
    request: async (path, cookie) => app.request(`${ORIGIN}${path}`, { headers: { origin: ORIGIN, cookie } }),
  };
});
afterAll(async () => {
  await second.realtime.stop();
  await t.close();
});

async function newUser() {
  const email = `revoke.${++counter}.${Date.now()}@example.com`;
  const password = 'revocation-password';
  const cookie = await t.signUp({ email, password, name: `Revo Cation${counter}` });
  const me = await (await t.request('GET', '/api/me', { cookie })).json();
  return { email, password, cookie, userId: me.user.id as string };
}

const post = (path: string, cookie = admin) => t.request('POST', path, { cookie, body: {} });
const status = async (cookie: string) => (await t.request('GET', '/api/me', { cookie })).status;

describe('item 6: deactivate, reactivate, sign out everywhere', () => {
  it('deactivation ends every session on every instance and refuses sign-in with a clear message', async () => {
    const user = await newUser();
    const other = await t.signIn(user.email, user.password);
    expect((await second.request('/api/me', other)).status).toBe(200); // cached on the second instance
    const response = await post(`/api/users/${user.userId}/deactivate`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.deactivated_at).toBeTruthy();
    expect(body.sessions_ended).toBe(2);
    expect(await status(user.cookie)).toBe(401);
    expect(await status(other)).toBe(401);
    await expect.poll(async () => (await second.request('/api/me', other)).status).toBe(401);

    const signIn = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: user.email, password: user.password },
    });
    expect(signIn.status).toBe(403);
    expect((await signIn.json()).message).toBe(DEACTIVATED_MESSAGE);
    expect(signIn.headers.getSetCookie().filter((line) => /session_token=[^;]+/.test(line))).toEqual([]);
    const wrong = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: user.email, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401); // a guesser learns nothing

    const listed = await (await t.request('GET', `/api/users?q=${user.email}`, { cookie: admin })).json();
    expect(listed.items[0].deactivated_at).toBeTruthy();
    expect((await post(`/api/users/${user.userId}/reactivate`)).status).toBe(200);
    expect((await t.signIn(user.email, user.password)).length).toBeGreaterThan(0);
  });

  it('sign out everywhere ends every session at once, here and on the other instance', async () => {
    const user = await newUser();
    expect((await second.request('/api/me', user.cookie)).status).toBe(200);
    const response = await post(`/api/users/${user.userId}/sign-out-everywhere`);
    expect(response.status).toBe(200);
    expect((await response.json()).sessions_ended).toBe(1);
    expect(await status(user.cookie)).toBe(401);
    await expect.poll(async () => (await second.request('/api/me', user.cookie)).status).toBe(401);
    expect((await t.signIn(user.email, user.password)).length).toBeGreaterThan(0); // not deactivated
  });

  it('a sign-out on one instance ends the session on the other at once', async () => {
    const user = await newUser();
    expect((await second.request('/api/me', user.cookie)).status).toBe(200);
    expect((await t.request('POST', '/api/auth/sign-out', { cookie: user.cookie, body: {} })).status).toBe(200);
    await expect.poll(async () => (await second.request('/api/me', user.cookie)).status).toBe(401);
  });

  it('is for users.manage only, and 404 for an unknown user', async () => {
    const user = await newUser();
    const pm = await t.signIn(DEMO.pm);
    for (const action of ['deactivate', 'reactivate', 'sign-out-everywhere']) {
      expect((await post(`/api/users/${user.userId}/${action}`, pm)).status).toBe(403);
      expect((await post(`/api/users/${user.userId}/${action}`, user.cookie)).status).toBe(403);
      expect((await post(`/api/users/00000000-0000-4000-8000-000000000000/${action}`)).status).toBe(404);
    }
    expect(await status(user.cookie)).toBe(200);
  });
});

describe('item 6: the last active admin', () => {
  it('cannot lose admin (roles or role field) nor be deactivated: 409 with a message, nothing changes', async () => {
    const me = await (await t.request('GET', '/api/me', { cookie: admin })).json();
    const users = await (await t.request('GET', '/api/users?pageSize=200', { cookie: admin })).json();
    const admins = users.items.filter(
      (u: { primary_role: string; additional_roles: string[]; deactivated_at: string | null }) =>
        !u.deactivated_at && (u.primary_role === 'admin' || u.additional_roles.includes('admin')),
    );
    expect(admins.map((u: { user_id: string }) => u.user_id)).toEqual([me.user.id]);

    const demote = await t.request('PUT', `/api/users/${me.user.id}/roles`, {
      cookie: admin,
      body: { primary_role: 'employee', additional_roles: [] },
    });
    expect(demote.status).toBe(409);
    expect((await demote.json()).message).toBe(LAST_ADMIN_MESSAGE);
    // The demo admin also holds an additional Admin record: drop it, so the role field is their only admin.
    const primaryOnly = await t.request('PUT', `/api/users/${me.user.id}/roles`, {
      cookie: admin,
      body: { primary_role: 'admin', additional_roles: [] },
    });
    expect(primaryOnly.status).toBe(200);
    const viaProfile = await t.request('PATCH', `/api/consultants/${me.consultant.id}`, {
      cookie: admin,
      body: { role: 'employee' },
      headers: await consultantIfMatch(t.deps.database.db, me.consultant.id),
    });
    expect(viaProfile.status).toBe(409);
    expect((await viaProfile.json()).message).toBe(LAST_ADMIN_MESSAGE);
    expect((await post(`/api/users/${me.user.id}/deactivate`)).status).toBe(409);
    expect((await (await t.request('GET', '/api/me', { cookie: admin })).json()).roles).toContain('admin');

    // With a second admin, the first may step down, and the second is then the last one.
    const deputy = await newUser();
    const promote = await t.request('PUT', `/api/users/${deputy.userId}/roles`, {
      cookie: admin,
      body: { primary_role: 'admin', additional_roles: [] },
    });
    expect(promote.status).toBe(200);
    const racing = await Promise.all([
      t.request('PUT', `/api/users/${me.user.id}/roles`, {
        cookie: deputy.cookie,
        body: { primary_role: 'employee', additional_roles: [] },
      }),
      t.request('PUT', `/api/users/${deputy.userId}/roles`, {
        cookie: admin,
        body: { primary_role: 'employee', additional_roles: [] },
      }),
    ]);
    // Whoever goes second is refused: 403 if the first already took their admin, 409 if both got past the check.
    const statuses = racing.map((r) => r.status);
    expect(statuses.filter((code) => code === 200)).toHaveLength(1);
    expect([403, 409]).toContain(statuses.find((code) => code !== 200));
    const stillAdmin = racing[0]?.status === 200 ? deputy.cookie : admin;
    expect((await (await t.request('GET', '/api/me', { cookie: stillAdmin })).json()).roles).toContain('admin');
    // Put the demo admin back for the other tests.
    await t.request('PUT', `/api/users/${me.user.id}/roles`, {
      cookie: stillAdmin,
      body: { primary_role: 'admin', additional_roles: [] },
    });
  });
});

/** An open event stream, read until a pattern appears or the stream ends. */
function openStream(cookie: string, headers: Record<string, string> = {}) {
  const response = t.app.request(`${ORIGIN}/api/events`, { headers: { origin: ORIGIN, cookie, ...headers } });
  const decoder = new TextDecoder();
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let text = '';
  return {
    async until(pattern: RegExp | null) {
      reader ??= ((await response).body as ReadableStream<Uint8Array>).getReader();
      for (;;) {
        if (pattern?.test(text)) return { text, ended: false };
        const { value, done } = await reader.read();
        if (done) return { text, ended: true };
        text += decoder.decode(value);
      }
    },
    cancel: () => reader?.cancel(),
  };
}

describe('item 7: event streams end with their session', () => {
  it('closes the stream when the user signs out', async () => {
    const user = await newUser();
    const stream = openStream(user.cookie);
    expect((await stream.until(/unread-count/)).ended).toBe(false);
    await t.request('POST', '/api/auth/sign-out', { cookie: user.cookie, body: {} });
    const rest = await stream.until(null);
    expect(rest.ended).toBe(true);
    expect(rest.text).toMatch(/event: end\ndata: \{"reason":"signed-out"\}/);
  });

  it('closes the stream of a deactivated user and of one signed out everywhere', async () => {
    for (const action of ['deactivate', 'sign-out-everywhere']) {
      const user = await newUser();
      const stream = openStream(user.cookie);
      await stream.until(/unread-count/);
      await post(`/api/users/${user.userId}/${action}`);
      const rest = await stream.until(null);
      expect(rest.ended).toBe(true);
      expect(rest.text).toContain('signed-out');
    }
  });

  it('keeps a stream opened with an API token while the user signs out elsewhere, and ends it with the token', async () => {
    const user = await newUser();
    const created = await t.request('POST', '/api/me/tokens', {
      cookie: user.cookie,
      body: { name: 'Live feed', expires_in_days: 30, scope: 'read' },
    });
    expect(created.status).toBe(201);
    const { id, token } = (await created.json()) as { id: string; token: string };
    const stream = openStream('', { authorization: `Bearer ${token}` });
    expect((await stream.until(/"unread":0/)).ended).toBe(false);
    // Signing out a browser session announces a change for the user: the token's stream re-checks and stays.
    await t.request('POST', '/api/auth/sign-out', { cookie: user.cookie, body: {} });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = await t.request('POST', '/api/notifications', {
      cookie: admin,
      body: { recipient_user_id: user.userId, title: 'Still listening' },
    });
    expect(sent.status).toBe(201);
    expect((await stream.until(/"unread":1/)).ended).toBe(false);
    // Revoking the token (from another session of the user) ends the stream at once.
    const again = await t.signIn(user.email, user.password);
    expect((await t.request('DELETE', `/api/me/tokens/${id}`, { cookie: again })).status).toBe(204);
    const rest = await stream.until(null);
    expect(rest.ended).toBe(true);
    expect(rest.text).toMatch(/event: end\ndata: \{"reason":"signed-out"\}/);
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user: a new one closes the oldest`, async () => {
    const user = await newUser();
    const streams = [];
    for (let i = 0; i <= MAX_STREAMS_PER_USER; i += 1) {
      const stream = openStream(user.cookie);
      await stream.until(/unread-count/);
      streams.push(stream);
    }
    const [oldest, ...open] = streams;
    const closed = await oldest?.until(null);
    expect(closed?.ended).toBe(true);
    expect(closed?.text).toContain('too-many-streams');
    // The other five were still open: they end only now, with the session.
    expect((await post(`/api/users/${user.userId}/sign-out-everywhere`)).status).toBe(200);
    for (const stream of open) {
      const rest = await stream.until(null);
      expect(rest.ended).toBe(true);
      expect(rest.text).toContain('signed-out');
      expect(rest.text).not.toContain('too-many-streams');
    }
  });
});
