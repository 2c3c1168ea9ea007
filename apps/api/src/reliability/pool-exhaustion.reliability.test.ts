import { beforeAll, expect, it } from 'vitest';
import { DEMO, describeReliability, sleep, withClient, type RunningServer } from './support.js';
import pg from 'pg';

/**
 * Slow queries hold every connection of a small pool: a second session locks the consultants table, so every
 * request that reads it blocks inside PostgreSQL while holding a pool connection. New requests must be refused
 * with 503 in bounded time instead of hanging, /api/health must keep answering, the statement timeout must stop
 * the blocked queries, and the API must recover as soon as the lock is gone.
 */

const POOL_MAX = 4;
const STATEMENT_TIMEOUT_MS = 2_000;
/** How long one query may wait for a free connection (DATABASE_CONNECTION_TIMEOUT_MS → connectionTimeoutMillis). */
const CONNECTION_WAIT_MS = 1_000;
const CONCURRENT = 30;
const LOCK_HELD_MS = 15_000;

interface Timed {
  status: number | 'timeout';
  ms: number;
  code?: string;
  message?: string;
  retryAfter?: string | null;
}

describeReliability('pool exhaustion by slow queries', process.env, (database, context) => {
  let server: RunningServer;
  let cookie: string;
  let consultantId: string;

  beforeAll(async () => {
    server = await database.startServer({
      DATABASE_POOL_MAX: String(POOL_MAX),
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      DATABASE_CONNECTION_TIMEOUT_MS: String(CONNECTION_WAIT_MS),
    });
    cookie = await server.signIn(DEMO.admin);
    const page = await (await server.fetch('/api/consultants?pageSize=1', { cookie })).json();
    consultantId = page.items[0].id;
  });

  const timed = async (path: string, withCookie = true): Promise<Timed> => {
    const started = performance.now();
    try {
      const response = await server.fetch(path, { ...(withCookie ? { cookie } : {}), timeoutMs: LOCK_HELD_MS + 5_000 });
      const body = await response.json().catch(() => ({}));
      return {
        status: response.status,
        ms: Math.round(performance.now() - started),
        code: body.code,
        message: body.message,
        retryAfter: response.headers.get('retry-after'),
      };
    } catch {
      return { status: 'timeout', ms: Math.round(performance.now() - started) };
    }
  };

  it('refuses with 503 in bounded time, keeps /api/health answering, and recovers when the queries end', async () => {
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table consultants in access exclusive mode');
    const lockedAt = performance.now();
    let burst: Timed[] = [];
    const health: Timed[] = [];
    let stuckQueries = -1;
    try {
      const requests = Array.from({ length: CONCURRENT }, () => timed(`/api/consultants/${consultantId}`));
      for (let i = 0; i < 3; i++) {
        await sleep(1_000);
        health.push(await timed('/api/health', false));
      }
      burst = await Promise.all(requests);
      // Nothing of the API's may still be running past the statement timeout while the lock is still held.
      stuckQueries = await withClient(context.clusterUrl, async (client) => {
        const result = await client.query(
          `select count(*)::int as n from pg_stat_activity
           where datname = $1 and state = 'active' and pid <> $2 and now() - query_start > $3 * interval '1 millisecond'`,
          [
            new URL(database.url).pathname.slice(1),
            (locker as unknown as { processID: number }).processID,
            STATEMENT_TIMEOUT_MS + 1_000,
          ],
        );
        return result.rows[0].n as number;
      });
      expect(performance.now() - lockedAt, 'the lock was still held while measuring').toBeLessThan(LOCK_HELD_MS);
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }

    const statuses = burst.reduce<Record<string, number>>(
      (all, r) => ({ ...all, [r.status]: (all[r.status] ?? 0) + 1 }),
      {},
    );
    const slowest = Math.max(...burst.map((r) => r.ms));
    console.log(
      'pool exhaustion:',
      JSON.stringify({
        statuses,
        slowestMs: slowest,
        medianMs: burst.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(burst.length / 2)],
        health: health.map((h) => `${h.status} in ${h.ms} ms`),
        retryAfter: burst.find((r) => r.status === 503)?.retryAfter ?? null,
        stuckQueries,
      }),
    );

    expect(server.isAlive(), server.logs()).toBe(true);
    expect(burst.filter((r) => r.status !== 503)).toEqual([]);
    expect(burst.every((r) => r.code === 'UNAVAILABLE')).toBe(true);
    // Bounded: a refused request waited for connections at most briefly, and ran at most the statement timeout.
    // Generous margin: CI machines are shared; the point is that nothing hangs until the client gives up.
    expect(slowest).toBeLessThan(STATEMENT_TIMEOUT_MS + 2 * CONNECTION_WAIT_MS + 6_000);
    expect(
      burst.every((r) => r.retryAfter),
      '503s say when to retry (Retry-After)',
    ).toBe(true);
    // The statement timeout, not the lock's release, ended the queries that held the connections.
    expect(burst.some((r) => /took too long/i.test(r.message ?? ''))).toBe(true);
    expect(stuckQueries).toBe(0);
    // /api/health answers throughout (it reports the database as unreachable rather than hanging).
    for (const probe of health) {
      expect(probe.status === 200 || probe.status === 503).toBe(true);
      expect(probe.ms).toBeLessThan(3_000);
    }

    const recovered = await timed(`/api/consultants/${consultantId}`);
    expect(recovered.status).toBe(200);
    expect(recovered.ms).toBeLessThan(1_000);
    expect((await timed('/api/health', false)).status).toBe(200);
  });
});
