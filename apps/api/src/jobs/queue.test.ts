import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql.js';
import { createLogger } from '../lib/logger.js';
import { useTestApp } from '../test/demo-app.js';
import { nextRun, parseCron } from './cron.js';
import { JobQueue } from './queue.js';
import { addTime } from '@praxis/shared/dates';

const t = useTestApp();
const logger = createLogger('silent');

const jobRows = (name: string) =>
  rowsOf<{ id: number; status: string; attempts: number; last_error: string | null; run_at: Date | string }>(
    t.deps.database.db,
    sql`select id, status, attempts, last_error, run_at from jobs where name = ${name} order by id`,
  );

describe('cron schedules in a time zone', () => {
  it('finds Friday 15:00 in Berlin before and after the DST change, and every 15 minutes', () => {
    const friday3pm = parseCron('0 15 * * 5');
    // Summer time (UTC+2) in October, winter time (UTC+1) from 25 Oct 2026.
    expect(nextRun(friday3pm, new Date('2026-10-19T00:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-10-23T13:00:00.000Z',
    );
    expect(nextRun(friday3pm, new Date('2026-10-23T13:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-10-30T14:00:00.000Z',
    );
    expect(nextRun(friday3pm, new Date('2026-11-23T00:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-27T20:00:00.000Z',
    );
    expect(nextRun(parseCron('*/15 * * * *'), new Date('2026-11-23T10:07:30Z')).toISOString()).toBe(
      '2026-11-23T10:15:00.000Z',
    );
    expect(nextRun(parseCron('30 2 * * *'), new Date('2026-03-29T00:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-03-30T00:30:00.000Z', // 02:30 does not exist on 29 March in Berlin: the next day's
    );
  });

  it('refuses malformed expressions', () => {
    expect(() => parseCron('* * *')).toThrow(/five fields/);
    expect(() => parseCron('61 * * * *')).toThrow(/out of range/);
    expect(() => parseCron('x * * * *')).toThrow(/Bad cron field/);
  });
});

describe('job queue', () => {
  it('never runs one job on two workers, and runs every job once', async () => {
    const db = t.deps.database.db;
    const runs: { id: number; worker: string }[] = [];
    const workers = ['a', 'b'].map((id) => {
      const queue = new JobQueue({ db, logger, workerId: `worker-${id}`, batchSize: 3 });
      queue.register('probe', async (_payload, job) => {
        runs.push({ id: job.id, worker: queue.workerId });
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
      return queue;
    });
    for (let i = 0; i < 40; i++) await workers[0]!.enqueue(db, 'probe', { i });
    const counts = await Promise.all(workers.map((queue) => queue.tick()));
    expect(counts[0]! + counts[1]!).toBe(40);
    const ids = runs.map((run) => run.id);
    expect(new Set(ids).size).toBe(40);
    expect(ids).toHaveLength(40);
    expect((await jobRows('probe')).every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it('retries a failing job with backoff and marks it failed after its last attempt', async () => {
    const db = t.deps.database.db;
    let now = new Date('2030-01-07T09:00:00Z');
    const queue = new JobQueue({ db, logger, clock: () => now });
    let calls = 0;
    queue.register(
      'flaky',
      async () => {
        calls++;
        if (calls < 3) throw new Error(`boom ${calls}`);
      },
      { maxAttempts: 5, backoffMs: () => 60_000 },
    );
    queue.register(
      'broken',
      async () => {
        throw new Error('always');
      },
      { maxAttempts: 2, backoffMs: () => 60_000 },
    );
    await queue.enqueue(db, 'flaky');
    await queue.enqueue(db, 'broken');
    expect(await queue.tick()).toBe(2);
    expect(await queue.tick()).toBe(0); // not due before the backoff
    now = addTime(now, { seconds: 61 });
    await queue.tick();
    now = addTime(now, { seconds: 61 });
    await queue.tick();
    const [flaky] = await jobRows('flaky');
    expect(flaky).toMatchObject({ status: 'done', attempts: 3 });
    const [broken] = await jobRows('broken');
    expect(broken).toMatchObject({ status: 'failed', attempts: 2, last_error: 'always' });
  });

  it('enqueues a scheduled occurrence once however many instances plan it, and runs it when due', async () => {
    const db = t.deps.database.db;
    let now = new Date('2030-02-01T09:50:00Z');
    const ran: string[] = [];
    const instances = [1, 2, 3].map((n) => {
      const queue = new JobQueue({ db, logger, clock: () => now, workerId: `instance-${n}` });
      queue.register('hourly', async () => {
        ran.push(queue.workerId);
      });
      queue.schedule('hourly', { cron: '0 * * * *', timeZone: 'Asia/Kolkata' });
      return queue;
    });
    await Promise.all(instances.map((queue) => queue.tick()));
    const planned = await jobRows('hourly');
    expect(planned).toHaveLength(1);
    expect(new Date(planned[0]!.run_at).toISOString()).toBe('2030-02-01T10:30:00.000Z'); // 16:00 in Kolkata
    now = new Date('2030-02-01T10:31:00Z');
    await Promise.all(instances.map((queue) => queue.tick()));
    expect(ran).toHaveLength(1);
    expect(await jobRows('hourly')).toHaveLength(2); // the next occurrence is planned
  });

  it('takes over a job whose worker died once its lock expires', async () => {
    const db = t.deps.database.db;
    let now = new Date('2030-03-01T09:00:00Z');
    const dead = new JobQueue({ db, logger, clock: () => now, workerId: 'dead' });
    const id = await dead.enqueue(db, 'orphan');
    await db.execute(
      sql`update jobs set status = 'running', locked_by = 'dead', attempts = 1,
            locked_until = ${addTime(now, { minutes: 1 }).toISOString()}::timestamptz where id = ${id}`,
    );
    const alive = new JobQueue({ db, logger, clock: () => now, workerId: 'alive' });
    let runs = 0;
    alive.register('orphan', async () => {
      runs++;
    });
    expect(await alive.tick()).toBe(0);
    now = addTime(now, { minutes: 2 });
    expect(await alive.tick()).toBe(1);
    expect(runs).toBe(1);
    expect((await jobRows('orphan'))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });
});
