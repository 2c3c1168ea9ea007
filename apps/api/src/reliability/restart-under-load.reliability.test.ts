import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { DEMO, describeReliability, restartPostgres, sleep, withClient, type RunningServer } from './support.js';

/**
 * PostgreSQL crashes (pg_ctl restart -m immediate) in the middle of a write load. Clients retry every create
 * with the same Idempotency-Key until it is acknowledged, as the web client does. Afterwards: the API process
 * never exited, it served again within 10 s of the database accepting connections, every acknowledged write is
 * stored, and no write is stored twice.
 */
const WRITERS = 8;
/** Bounds: at most this many writes, for at most this long; the load runs on for a while after the restart. */
const MAX_WRITES = 20_000;
const LOAD_DEADLINE_MS = 60_000;
const RESTART_AFTER_ACKS = 100;
const KEEP_WRITING_AFTER_RESTART_MS = 4_000;
const REQUEST_TIMEOUT_MS = 5_000;

interface Outcome {
  name: string;
  key: string;
  id: string | undefined;
  attempts: number;
}

describeReliability('PostgreSQL restart in the middle of a write load', process.env, (database, context) => {
  const canRestart = !!context.pgData && !!context.pgBin;
  let server: RunningServer;
  let cookie: string;

  beforeAll(async () => {
    server = await database.startServer();
    cookie = await server.signIn(DEMO.admin);
  });

  it.skipIf(!canRestart && !process.env.CI)(
    'keeps serving, loses no acknowledged write and duplicates none',
    async () => {
      if (!canRestart) throw new Error('PRAXIS_PG_DATA and PRAXIS_PG_BIN are needed to restart the cluster');
      const run = randomUUID().slice(0, 8);
      const outcomes: Outcome[] = [];
      const statuses = new Map<string, number>();
      const count = (label: string) => statuses.set(label, (statuses.get(label) ?? 0) + 1);
      const started = Date.now();
      let next = 0;
      let acknowledged = 0;
      let restart: Promise<void> | undefined;
      let restartBegan = 0;
      let databaseBackAt = 0;
      let firstAckAfterRestart = 0;

      const create = (outcome: Outcome) =>
        server.fetch('/api/work-items', {
          method: 'POST',
          cookie,
          timeoutMs: REQUEST_TIMEOUT_MS,
          headers: { 'content-type': 'application/json', 'idempotency-key': outcome.key },
          body: JSON.stringify({ name: outcome.name, problem_statement: 'Written during a database restart.' }),
        });

      const loadGoesOn = () =>
        next < MAX_WRITES &&
        Date.now() - started < LOAD_DEADLINE_MS &&
        !(databaseBackAt && Date.now() - databaseBackAt > KEEP_WRITING_AFTER_RESTART_MS);
      const writer = async () => {
        while (loadGoesOn()) {
          const n = next++;
          const outcome: Outcome = {
            name: `restart ${run} #${n}`,
            key: `restart-${run}-${n}`,
            id: undefined,
            attempts: 0,
          };
          outcomes.push(outcome);
          while (!outcome.id && Date.now() - started < LOAD_DEADLINE_MS) {
            outcome.attempts++;
            try {
              const response = await create(outcome);
              count(String(response.status));
              if (response.status === 201) {
                outcome.id = (await response.json()).id;
                acknowledged++;
                if (databaseBackAt && !firstAckAfterRestart) firstAckAfterRestart = Date.now();
              } else {
                await response.body?.cancel();
                if (response.status < 500) throw new Error(`unexpected ${response.status} for ${outcome.key}`);
                await sleep(100);
              }
            } catch (error) {
              if (error instanceof Error && error.message.startsWith('unexpected')) throw error;
              count('network error or timeout');
              await sleep(100);
            }
          }
          if (acknowledged >= RESTART_AFTER_ACKS && !restart) {
            restartBegan = Date.now();
            restart = restartPostgres(context.pgBin, context.pgData, 'immediate').then(() => {
              databaseBackAt = Date.now();
            });
          }
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, writer));
      await restart;

      const summary = {
        writes: outcomes.length,
        acknowledged,
        retries: outcomes.reduce((sum, o) => sum + o.attempts - 1, 0),
        statuses: Object.fromEntries(statuses),
        databaseDownMs: databaseBackAt - restartBegan,
        servingAgainMs: firstAckAfterRestart ? firstAckAfterRestart - databaseBackAt : undefined,
      };
      console.log('restart under load:', JSON.stringify(summary));

      expect(server.isAlive(), server.logs()).toBe(true);
      expect(restart, 'the restart happened during the load').toBeDefined();
      expect(firstAckAfterRestart, 'a write was acknowledged after the restart').toBeGreaterThan(0);
      expect(firstAckAfterRestart - databaseBackAt).toBeLessThanOrEqual(10_000);
      expect(statuses.get('500') ?? 0, 'failures during the outage are 503, not 500').toBe(0);
      expect(acknowledged).toBe(outcomes.length);

      const stored = await withClient(database.url, async (client) => {
        const result = await client.query<{ id: string; name: string }>(
          `select id::text as id, name from improvement_requests where name like $1`,
          [`restart ${run} #%`],
        );
        return result.rows;
      });
      const byName = new Map<string, string[]>();
      for (const row of stored) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
      const lost = outcomes.filter((o) => o.id && !byName.get(o.name)?.includes(o.id)).map((o) => o.key);
      const duplicated = [...byName.entries()].filter(([, ids]) => ids.length > 1).map(([name]) => name);
      expect(lost).toEqual([]);
      expect(duplicated).toEqual([]);
      expect(stored.length).toBe(outcomes.length);

      // A late retry of an acknowledged write still returns the same item and stores nothing new.
      const first = outcomes[0];
      if (!first) throw new Error('no writes');
      const replay = await create(first);
      expect(replay.status).toBe(201);
      expect((await replay.json()).id).toBe(first.id);
      const after = await withClient(database.url, (client) =>
        client.query(`select count(*)::int as n from improvement_requests where name like $1`, [`restart ${run} #%`]),
      );
      expect(after.rows[0].n).toBe(outcomes.length);

      const health = await server.fetch('/api/health');
      expect(health.status).toBe(200);
    },
  );
});
