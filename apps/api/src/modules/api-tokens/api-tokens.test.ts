import { createHash } from 'node:crypto';
import { addTime, todayIn } from '@praxis/shared/dates';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';

const { t, cookies } = useDemoApp();

const createToken = (cookie: string, body: Record<string, unknown>) =>
  t.request('POST', '/api/me/tokens', { cookie, body });
const newToken = async (cookie: string, scope = 'read_write', name = 'Reporting script') => {
  const response = await createToken(cookie, { name, expires_in_days: 30, scope });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; token: string; name: string; scope: string };
};
const withToken = (token: string, method = 'GET', path = '/api/me', body?: unknown, clientAddress?: string) =>
  t.request(method, path, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
    },
    body,
  });
const newPerson = async (prefix: string) => {
  const email = `${prefix}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const cookie = await t.signUp({ email, password: 'token-owner-password', name: 'Token Owner' });
  const me = await (await t.request('GET', '/api/me', { cookie })).json();
  return { cookie, userId: me.user.id as string, consultantId: me.consultant.id as string };
};

describe('personal API tokens', () => {
  it('creates a token shown once, lists it without the secret, and the token reads /api/me as its user', async () => {
    const created = await newToken(cookies.employee);
    expect(created.token).toMatch(/^praxis_pat_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Reporting script', scope: 'read_write', last_used_at: null });
    const list = await (await t.request('GET', '/api/me/tokens', { cookie: cookies.employee })).json();
    const listed = list.find((token: { id: string }) => token.id === created.id);
    expect(listed).toMatchObject({ name: 'Reporting script', scope: 'read_write', hint: created.token.slice(0, 15) });
    expect(JSON.stringify(list)).not.toContain(created.token);
    // Another user's list does not show it.
    const others = await (await t.request('GET', '/api/me/tokens', { cookie: cookies.admin })).json();
    expect(others.map((token: { id: string }) => token.id)).not.toContain(created.id);

    const viaToken = await withToken(created.token);
    expect(viaToken.status).toBe(200);
    const viaCookie = await (await t.request('GET', '/api/me', { cookie: cookies.employee })).json();
    expect(await viaToken.json()).toEqual(viaCookie);
    const after = await (await t.request('GET', '/api/me/tokens', { cookie: cookies.employee })).json();
    expect(after.find((token: { id: string }) => token.id === created.id).last_used_at).not.toBeNull();
  });

  it('has exactly its user rights: an employee token cannot do what an admin can', async () => {
    const { token } = await newToken(cookies.employee);
    expect((await withToken(token, 'GET', '/api/admin-whitelist')).status).toBe(403);
    const admin = await newToken(cookies.admin, 'read');
    expect((await withToken(admin.token, 'GET', '/api/admin-whitelist')).status).toBe(200);
  });

  it('keeps a read-only token to GET and HEAD', async () => {
    const { token } = await newToken(cookies.pm, 'read');
    expect((await withToken(token, 'GET', '/api/consultants?pageSize=5')).status).toBe(200);
    expect((await withToken(token, 'HEAD', '/api/me')).status).toBe(200);
    const write = await withToken(token, 'POST', '/api/clients', { name: 'Read-only Ltd' });
    expect(write.status).toBe(403);
    expect((await write.json()).message).toMatch(/read-only/);
    const [clients] = await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from clients where name = 'Read-only Ltd'`,
    );
    expect(clients?.n).toBe(0);
    const readWrite = await newToken(cookies.pm, 'read_write');
    expect((await withToken(readWrite.token, 'PUT', '/api/me/view', { view: 'employee' })).status).toBe(403);
  });

  it('stops a revoked token at once; another user cannot revoke it; all of it is audited', async () => {
    const created = await newToken(cookies.employee);
    expect((await withToken(created.token)).status).toBe(200);
    const byOther = await t.request('DELETE', `/api/me/tokens/${created.id}`, { cookie: cookies.admin });
    expect(byOther.status).toBe(404);
    expect((await withToken(created.token)).status).toBe(200);
    const revoked = await t.request('DELETE', `/api/me/tokens/${created.id}`, { cookie: cookies.employee });
    expect(revoked.status).toBe(204);
    const refused = await withToken(created.token);
    expect(refused.status).toBe(401);
    expect((await refused.json()).code).toBe('UNAUTHENTICATED');
    expect((await t.request('DELETE', `/api/me/tokens/${created.id}`, { cookie: cookies.employee })).status).toBe(404);
    const list = await (await t.request('GET', '/api/me/tokens', { cookie: cookies.employee })).json();
    expect(list.map((token: { id: string }) => token.id)).not.toContain(created.id);
    const audits = await rowsOf<{ action: string; after: unknown }>(
      t.deps.database.db,
      sql`select action, after from audit_log where entity = 'api_tokens' and entity_id = ${created.id} order by at`,
    );
    expect(audits.map((row) => row.action)).toEqual(['create', 'delete']);
    expect(JSON.stringify(audits)).not.toContain(created.token);
  });

  it('refuses an expired token', async () => {
    const created = await newToken(cookies.employee);
    await t.deps.database.db.execute(
      sql`update api_tokens set expires_at = ${addTime(new Date(), { minutes: -1 })} where id = ${created.id}`,
    );
    expect((await withToken(created.token)).status).toBe(401);
  });

  it('refuses unknown, malformed and other-scheme credentials with 401', async () => {
    const forged = `praxis_pat_${'A'.repeat(43)}`;
    expect((await withToken(forged, 'GET', '/api/me', undefined, '198.51.100.1')).status).toBe(401);
    expect((await withToken('not-a-token', 'GET', '/api/me', undefined, '198.51.100.1')).status).toBe(401);
    const basic = await t.request('GET', '/api/me', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.status).toBe(401);
  });

  it('lets a token die with its user: deactivated and archived users are 401', async () => {
    const deactivated = await newPerson('deactivated');
    const first = await newToken(deactivated.cookie);
    expect((await withToken(first.token)).status).toBe(200);
    const off = await t.request('POST', `/api/users/${deactivated.userId}/deactivate`, { cookie: cookies.admin });
    expect(off.status).toBe(200);
    expect((await withToken(first.token)).status).toBe(401);

    const leaver = await newPerson('leaver');
    const second = await newToken(leaver.cookie, 'read');
    expect((await withToken(second.token)).status).toBe(200);
    const profile = await t.request('GET', `/api/consultants/${leaver.consultantId}`, { cookie: cookies.admin });
    const archived = await t.request('POST', `/api/consultants/${leaver.consultantId}/archive`, {
      cookie: cookies.admin,
      headers: { 'if-match': profile.headers.get('etag') ?? '' },
      body: { left_on: todayIn('UTC') },
    });
    expect(archived.status).toBe(200);
    expect((await withToken(second.token)).status).toBe(401);
  });

  it('stores only the SHA-256 of the secret', async () => {
    const created = await newToken(cookies.admin);
    const [row] = await rowsOf<Record<string, unknown>>(
      t.deps.database.db,
      sql`select * from api_tokens where id = ${created.id}`,
    );
    expect(row?.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);
  });

  it('validates the input with clear messages and changes nothing', async () => {
    const bad = async (body: unknown, field: string) => {
      const response = await createToken(cookies.employee, body as Record<string, unknown>);
      expect(response.status).toBe(422);
      expect(JSON.stringify(await response.json())).toContain(field);
    };
    await bad({ name: '  ', expires_in_days: 30, scope: 'read' }, 'Name the token.');
    await bad({ name: 'x'.repeat(81), expires_in_days: 30, scope: 'read' }, '80 characters');
    await bad({ name: 'Line\nbreak', expires_in_days: 30, scope: 'read' }, 'visible characters');
    await bad({ name: 'Forever', expires_in_days: 10_000, scope: 'read' }, 'Choose an expiry');
    await bad({ name: 'Root', expires_in_days: 30, scope: 'admin' }, 'read only or read and write');
    await bad({ name: 'Extra', expires_in_days: 30, scope: 'read', user_id: 'someone' }, 'user_id');
    const form = await t.request('POST', '/api/me/tokens', {
      cookie: cookies.employee,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=x&expires_in_days=30&scope=read',
    });
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect(form.status).toBeLessThan(500);
    expect((await t.request('DELETE', '/api/me/tokens/not-a-uuid', { cookie: cookies.employee })).status).toBe(422);
    expect((await t.request('GET', '/api/me/tokens')).status).toBe(401);
  });

  it('does not let a token manage tokens', async () => {
    const { token, id } = await newToken(cookies.employee);
    const body = { name: 'Minted', expires_in_days: 365, scope: 'read_write' };
    expect((await withToken(token, 'POST', '/api/me/tokens', body)).status).toBe(403);
    expect((await withToken(token, 'GET', '/api/me/tokens')).status).toBe(403);
    expect((await withToken(token, 'DELETE', `/api/me/tokens/${id}`)).status).toBe(403);
  });

  it('throttles a client after too many failed tokens, as sign-in does, and not the others', async () => {
    const { token } = await newToken(cookies.pm);
    const guesser = '203.0.113.9';
    for (let i = 0; i < 50; i++) {
      const guess = `praxis_pat_${i.toString().padStart(43, 'x')}`;
      expect((await withToken(guess, 'GET', '/api/me', undefined, guesser)).status).toBe(401);
    }
    const locked = await withToken(`praxis_pat_${'y'.repeat(43)}`, 'GET', '/api/me', undefined, guesser);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even a real token from the locked-out client waits; from elsewhere it works.
    expect((await withToken(token, 'GET', '/api/me', undefined, guesser)).status).toBe(429);
    expect((await withToken(token, 'GET', '/api/me', undefined, '203.0.113.10')).status).toBe(200);
  });
});
