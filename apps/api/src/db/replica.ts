import client from 'prom-client';
import type { Db } from './client.js';
import * as schema from './schema/index.js';
import { SESSION_OPTIONS } from './session-options.js';

/**
 * A read replica (DATABASE_REPLICA_URL) for the heavy read-only queries: the command center, the firm forecast,
 * the full and CSV exports, search everywhere. It is used only while a health check, run every second, finds it
 * answering and at most `maxLagMs` behind the primary (docs/scaling.md); otherwise, and whenever a read on it
 * fails, the read runs on the primary. Normal screens and anything read right after a write stay on the primary.
 */
export interface ReplicaHealth {
  /** How far the replica's replay is behind, in ms; null when it is a standby cut off from its primary. */
  lagMs: number | null;
}

export interface ReplicaOptions {
  maxLagMs: number;
  checkEveryMs?: number;
  /** The check's own deadline: a replica that does not answer within it counts as down. */
  checkTimeoutMs?: number;
}

type ReplicaState = 'up' | 'down' | 'lagging';

/** The replicas open in this process (one per app; tests open several). */
const openReplicas = new Set<ReadReplica>();

new client.Gauge({
  name: 'praxis_db_replica_up',
  help: '1 while heavy reads go to the replica; 0 while they fall back to the primary; absent without a replica',
  aggregator: 'min',
  collect() {
    if (openReplicas.size) this.set(Math.min(...[...openReplicas].map((replica) => (replica.usable() ? 1 : 0))));
  },
});

new client.Gauge({
  name: 'praxis_db_replica_lag_seconds',
  help: "The replica's replay lag at the last health check (-1: cut off from its primary or unreachable)",
  aggregator: 'max',
  collect() {
    if (openReplicas.size)
      this.set(Math.max(...[...openReplicas].map((replica) => (replica.lagMs === null ? -1 : replica.lagMs / 1000))));
  },
});

export class ReadReplica {
  private state: ReplicaState = 'down';
  lagMs: number | null = null;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;

  constructor(
    readonly db: Db,
    private readonly probe: () => Promise<ReplicaHealth>,
    private readonly options: ReplicaOptions,
    private readonly onClose: () => Promise<void> = async () => undefined,
  ) {
    openReplicas.add(this);
  }

  usable(): boolean {
    return this.state === 'up';
  }

  /** Why heavy reads go to the primary now; undefined while the replica serves them. */
  reasonForPrimary(): ReplicaState | undefined {
    return this.state === 'up' ? undefined : this.state;
  }

  /** Asks the replica how it is; one check at a time. */
  check(): Promise<void> {
    this.checking ??= this.runCheck().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async runCheck(): Promise<void> {
    const timeoutMs = this.options.checkTimeoutMs ?? 2_000;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('replica health check timed out')), timeoutMs);
    });
    try {
      const health = await Promise.race([this.probe(), deadline]);
      this.lagMs = health.lagMs;
      this.state = health.lagMs !== null && health.lagMs <= this.options.maxLagMs ? 'up' : 'lagging';
    } catch {
      this.lagMs = null;
      this.state = 'down';
    } finally {
      clearTimeout(timer);
    }
  }

  /** A read on the replica lost its connection: stop using it until the next check finds it back. */
  markDown(): void {
    this.state = 'down';
  }

  start(): void {
    this.timer = setInterval(() => void this.check(), this.options.checkEveryMs ?? 1_000);
    this.timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    openReplicas.delete(this);
    await this.checking;
    await this.onClose();
  }
}

/**
 * Whether the server is a standby and how far behind: 0 when it has replayed all it received while streaming (or
 * when the URL names a primary), the age of its last replayed transaction otherwise; null when it is a standby
 * whose WAL receiver is not running, since its staleness then grows without bound.
 */
const LAG_SQL = `select
  case
    when not pg_is_in_recovery() then 0
    when not exists (select 1 from pg_stat_wal_receiver) then null
    when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
    else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000, 0)
  end::float8 as lag_ms`;

export interface OpenReplicaOptions extends ReplicaOptions {
  poolMax: number;
  statementTimeoutMs: number;
}

/** A read-only pool on the replica, with a connection of its own for the health check; checked once before use. */
export async function openReplica(url: string, options: OpenReplicaOptions): Promise<ReadReplica> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const quiet = (pool: InstanceType<typeof pg.default.Pool>) => {
    pool.on('error', () => undefined);
    pool.on('connect', (connection) => connection.on('error', () => undefined));
    return pool;
  };
  const pool = quiet(
    new pg.default.Pool({
      connectionString: url,
      max: options.poolMax,
      // A replica that is gone must cost a read a moment, not the primary's full connection timeout.
      connectionTimeoutMillis: 2_000,
      statement_timeout: options.statementTimeoutMs,
      // Even a replica URL that names a primary by mistake cannot be written through.
      options: `-c default_transaction_read_only=on ${SESSION_OPTIONS}`,
    }),
  );
  const probePool = quiet(
    new pg.default.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 2_000, idleTimeoutMillis: 60_000 }),
  );
  const probe = async (): Promise<ReplicaHealth> => {
    const { rows } = await probePool.query<{ lag_ms: number | null }>(LAG_SQL);
    return { lagMs: rows[0]?.lag_ms ?? null };
  };
  const replica = new ReadReplica(drizzle(pool, { schema }) as unknown as Db, probe, options, async () => {
    await Promise.all([pool.end(), probePool.end()]);
  });
  await replica.check();
  replica.start();
  return replica;
}
