import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { rowsOf } from '../db/sql.js';
import type { Logger } from '../lib/logger.js';
import { nextRun, parseCron, type CronSpec } from './cron.js';
import { lockClause } from '../lib/lock-row.js';
import { addTime } from '@praxis/shared/dates';

/**
 * The PostgreSQL job queue (docs/decisions/008-job-queue.md). One table, polled; a worker claims due jobs with
 * `FOR UPDATE SKIP LOCKED`, so several instances share the queue and never run one job twice at once. Works the
 * same on the embedded PGlite and on PostgreSQL because it only uses our Drizzle handle.
 *
 *   queue.register('send-digest', async (payload, job) => { … }, { maxAttempts: 3 });
 *   queue.schedule('send-digest', { cron: '0 8 * * 1', timeZone: 'Europe/Berlin' });
 *   await queue.enqueue(tx, 'send-digest', { userId }, { singletonKey: `digest:${userId}` });
 *
 * Handlers must be idempotent: a job whose worker died is picked up again once its lock expires.
 */
export interface JobContext {
  id: number;
  attempt: number;
  db: Db;
  log: Logger;
  /** The moment the job was claimed (the queue's clock). */
  now: Date;
}

export type JobHandler = (payload: Record<string, unknown>, job: JobContext) => Promise<void>;

export interface JobOptions {
  /** Tries before the job is marked failed (default 5). */
  maxAttempts?: number;
  /** Delay before retry number `attempt` (default 30 s × 2^(attempt-1), at most 1 h). */
  backoffMs?: (attempt: number) => number;
  /** A running job is considered lost (its worker died) after this long (default 5 min). */
  timeoutMs?: number;
}

export interface EnqueueOptions {
  runAt?: Date;
  /** Enqueueing twice with the same key gives one job. */
  singletonKey?: string;
  maxAttempts?: number;
}

/**
 * The one insert of a job, for code that holds a transaction but not the queue (a module emitting work as part of
 * its own write). Returns the job's id, or null when its singleton key existed. Default: due now, 5 tries.
 */
export async function enqueueJob(
  db: DbOrTx,
  name: string,
  payload: object = {},
  options: EnqueueOptions = {},
): Promise<number | null> {
  const runAt = options.runAt ?? new Date();
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into jobs (name, payload, run_at, max_attempts, singleton_key)
        values (${name}, ${JSON.stringify(payload)}::jsonb, ${runAt.toISOString()}::timestamptz,
                ${options.maxAttempts ?? 5}, ${options.singletonKey ?? null})
        on conflict (singleton_key) do nothing
        returning id`,
  );
  return row ? Number(row.id) : null;
}

export interface QueueOptions {
  db: Db;
  logger: Logger;
  /** How often an idle worker looks for due jobs (default 5 s). */
  pollMs?: number;
  /** Jobs claimed per round (default 5). */
  batchSize?: number;
  /** Tests move time by hand. */
  clock?: () => Date;
  workerId?: string;
}

interface Registered extends Required<Omit<JobOptions, 'maxAttempts'>> {
  handler: JobHandler;
  maxAttempts: number;
}

const defaultBackoff = (attempt: number) => Math.min(3_600_000, 30_000 * 2 ** (attempt - 1));
/** Finished jobs are kept this long for inspection, then removed. */
const KEEP_FINISHED_MS = 7 * 24 * 3_600_000;

export class JobQueue {
  private readonly handlers = new Map<string, Registered>();
  private readonly schedules: { name: string; spec: CronSpec; timeZone: string; payload: object }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = true;
  readonly workerId: string;

  constructor(private readonly options: QueueOptions) {
    this.workerId = options.workerId ?? `worker-${randomUUID().slice(0, 8)}`;
  }

  private now() {
    return this.options.clock?.() ?? new Date();
  }

  register(name: string, handler: JobHandler, options: JobOptions = {}): void {
    this.handlers.set(name, {
      handler,
      maxAttempts: options.maxAttempts ?? 5,
      backoffMs: options.backoffMs ?? defaultBackoff,
      timeoutMs: options.timeoutMs ?? 300_000,
    });
  }

  /** Run a registered job on a cron expression read in `timeZone` (default UTC). */
  schedule(name: string, options: { cron: string; timeZone?: string; payload?: object }): void {
    this.schedules.push({
      name,
      spec: parseCron(options.cron),
      timeZone: options.timeZone ?? 'UTC',
      payload: options.payload ?? {},
    });
  }

  /** Add a job, inside the caller's transaction when given one. Returns its id, or null when the key existed. */
  async enqueue(db: DbOrTx, name: string, payload: object = {}, options: EnqueueOptions = {}): Promise<number | null> {
    return enqueueJob(db, name, payload, {
      ...options,
      runAt: options.runAt ?? this.now(),
      maxAttempts: options.maxAttempts ?? this.handlers.get(name)?.maxAttempts,
    });
  }

  /** Enqueue each schedule's next occurrence; every instance does it, the singleton key keeps one. */
  private async planSchedules(now: Date) {
    for (const entry of this.schedules) {
      const at = nextRun(entry.spec, now, entry.timeZone);
      await this.enqueue(this.options.db, entry.name, entry.payload, {
        runAt: at,
        singletonKey: `cron:${entry.name}:${at.toISOString()}`,
      });
    }
  }

  private async claim(now: Date) {
    const names = [...this.handlers.keys()];
    if (names.length === 0) return [];
    const timeoutMs = Math.max(...[...this.handlers.values()].map((h) => h.timeoutMs));
    const lockedUntil = addTime(now, { milliseconds: timeoutMs }).toISOString();
    const at = now.toISOString();
    return rowsOf<{
      id: number;
      name: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
    }>(
      this.options.db,
      sql`update jobs set status = 'running', attempts = attempts + 1, locked_by = ${this.workerId},
            locked_until = ${lockedUntil}::timestamptz
          where id in (
            select id from jobs
            where name in (${sql.join(
              names.map((name) => sql`${name}`),
              sql`, `,
            )})
              and run_at <= ${at}::timestamptz
              and (status = 'queued' or (status = 'running' and locked_until < ${at}::timestamptz))
            order by run_at, id
            limit ${this.options.batchSize ?? 5}
            ${lockClause({ skipLocked: true })})
          returning id, name, payload, attempts, max_attempts`,
    );
  }

  private async finish(id: number, error: unknown, attempts: number, maxAttempts: number, job: Registered) {
    const now = this.now();
    if (error === undefined) {
      await this.options.db.execute(
        sql`update jobs set status = 'done', finished_at = ${now.toISOString()}::timestamptz, locked_until = null
            where id = ${id} and locked_by = ${this.workerId}`,
      );
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    const failed = attempts >= maxAttempts;
    const retryAt = addTime(now, { milliseconds: job.backoffMs(attempts) }).toISOString();
    await this.options.db.execute(
      sql`update jobs set status = ${failed ? 'failed' : 'queued'}, last_error = ${message.slice(0, 2000)},
            locked_until = null, run_at = ${failed ? now.toISOString() : retryAt}::timestamptz,
            finished_at = ${failed ? now.toISOString() : null}::timestamptz
          where id = ${id} and locked_by = ${this.workerId}`,
    );
  }

  /** One round: plan schedules, then claim and run due jobs until none are left. Returns how many ran. */
  async tick(): Promise<number> {
    let ran = 0;
    await this.planSchedules(this.now());
    for (;;) {
      const now = this.now();
      const claimed = await this.claim(now);
      if (claimed.length === 0) break;
      for (const row of claimed) {
        const job = this.handlers.get(row.name);
        if (!job) continue;
        let error: unknown;
        try {
          await job.handler(row.payload, {
            id: Number(row.id),
            attempt: row.attempts,
            db: this.options.db,
            log: this.options.logger,
            now,
          });
        } catch (caught) {
          error = caught ?? new Error('job failed');
          this.options.logger.warn({ job: row.name, id: row.id, attempt: row.attempts, err: caught }, 'job failed');
        }
        await this.finish(Number(row.id), error, row.attempts, row.max_attempts, job);
        ran++;
      }
    }
    return ran;
  }

  /** Remove finished jobs older than a week. */
  async prune(): Promise<void> {
    const before = addTime(this.now(), { milliseconds: -KEEP_FINISHED_MS }).toISOString();
    await this.options.db.execute(
      sql`delete from jobs where status in ('done', 'failed') and finished_at < ${before}::timestamptz`,
    );
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const loop = () => {
      this.running = this.tick()
        .then(() => this.prune())
        .catch((error: unknown) => this.options.logger.error({ err: error }, 'job queue round failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(loop, this.options.pollMs ?? 5_000);
        });
    };
    loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
