import { get } from 'node:http';
import { expect, it } from 'vitest';
import { openEvents } from './events-client.js';
import { DEMO, describeReliability, sleep, withClient, type RunningServer } from './support.js';

/**
 * `npm start` with PostgreSQL runs WEB_CONCURRENCY worker processes under a supervisor that replaces a dead worker,
 * and any instance shuts down gracefully: readiness goes 503, event streams end (browsers reconnect elsewhere),
 * in-flight requests finish, and only then does the pool close.
 */
/** Requests held in flight by a table lock when SIGTERM arrives. */
const IN_FLIGHT = 6;

/** The worker that answers /api/health/live on a new connection (the cluster spreads connections, not requests). */
const pidOnNewConnection = (server: RunningServer) =>
  new Promise<number | undefined>((resolve) => {
    const request = get(`${server.origin}/api/health/live`, { agent: false, timeout: 5_000 }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve(response.statusCode === 200 ? (JSON.parse(body) as { pid: number }).pid : undefined),
      );
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve(undefined));
  });

const pidsSeen = async (server: RunningServer, requests: number) => {
  const pids = new Set<number>();
  for (let index = 0; index < requests; index++) {
    const pid = await pidOnNewConnection(server);
    if (pid !== undefined) pids.add(pid);
  }
  return pids;
};

describeReliability('several processes and graceful shutdown', process.env, (database) => {
  it('WEB_CONCURRENCY=2 serves from two workers and replaces one that dies', async () => {
    const server = await database.startServer({ WEB_CONCURRENCY: '2' });
    try {
      await expect.poll(async () => (await pidsSeen(server, 20)).size, { timeout: 20_000 }).toBe(2);
      const before = await pidsSeen(server, 20);
      expect(before.has(server.child.pid ?? -1)).toBe(false);
      const [victim] = [...before];
      if (victim === undefined) throw new Error('no worker');
      process.kill(victim, 'SIGKILL');
      // The supervisor stays up and starts another worker; the survivor serves meanwhile.
      await expect
        .poll(
          async () => {
            const now = await pidsSeen(server, 20);
            return now.size === 2 && !now.has(victim);
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      expect(server.isAlive()).toBe(true);
      const cookie = await server.signIn(DEMO.admin);
      expect((await server.fetch('/api/me', { cookie })).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('SIGTERM: streams end, requests in flight finish before the pool closes, then the process exits 0', async () => {
    // A pool larger than the burst: no request waits for a connection inside the server.
    const server = await database.startServer({ SHUTDOWN_GRACE_MS: '10000', DATABASE_POOL_MAX: '30' });
    const cookie = await server.signIn(DEMO.admin);
    expect((await server.fetch('/api/health/ready')).status).toBe(200);
    const events = await openEvents(server, cookie);
    await events.next('unread-count');
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));

    await withClient(database.url, async (client) => {
      // Hold the consultants table so that these requests are certainly in flight (waiting on the database) when
      // the signal arrives.
      await client.query('begin');
      await client.query('lock table consultants in access exclusive mode');
      const inFlight = Array.from({ length: IN_FLIGHT }, () =>
        server.fetch('/api/consultants?page=1&pageSize=50', { cookie, timeoutMs: 20_000 }).then(
          (response) => response.status,
          (error: Error) => error.message,
        ),
      );
      // Every request has reached the database and waits there once the number of waiting backends is at least
      // the number of requests and has stopped growing (a request may wait on more than one statement).
      const waitingBackends = async () => {
        const waiting = await withClient(database.url, (probe) =>
          probe.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
          ),
        );
        return waiting.rows[0]?.n ?? 0;
      };
      let readings: number[] = [];
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        readings = [...readings.slice(-2), await waitingBackends()];
        if (readings.length === 3 && readings[0] === readings[2] && (readings[0] ?? 0) >= IN_FLIGHT) break;
        await sleep(300);
      }
      expect(readings.at(-1)).toBeGreaterThanOrEqual(IN_FLIGHT);
      server.child.kill('SIGTERM');
      await events.ended;
      await sleep(500);
      expect(server.isAlive()).toBe(true);
      await client.query('commit');
      expect(await Promise.all(inFlight)).toEqual(Array.from({ length: IN_FLIGHT }, () => 200));
    });
    expect(await exited).toBe(0);
  });
});
