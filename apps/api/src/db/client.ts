import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient } from 'pg';
import { openReplica, type ReadReplica } from './replica.js';
import { SESSION_OPTIONS } from './session-options.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The driver-independent Drizzle handle every query file uses (PGlite and node-postgres share it). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Subscribe to a Postgres NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Raw SQL for the few places that need it (health check, benchmarks). */
  execute(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Whether the database answers within `timeoutMs`, on a connection of its own: a full request pool does not make
   * the instance look down to a load balancer (/api/health/ready).
   */
  ping(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
  /** Server mode only: the request pool's connections (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Server mode with DATABASE_REPLICA_URL: the read replica of the heavy read-only queries (db/replica.ts). */
  replica?: ReadReplica;
  /** Embedded only: the whole data directory as a tarball (tests snapshot a migrated, seeded database). */
  dump?(): Promise<Blob>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolMax?: number;
  statementTimeoutMs?: number;
  connectionTimeoutMs?: number;
  /** Tests: start the embedded database from a snapshot (PGlite dumpDataDir) instead of an empty one. */
  snapshot?: Blob | undefined;
  /** false in the workers of a cluster: the supervisor has migrated the database once before starting them. */
  migrate?: boolean;
  /** A streaming replica for the heavy read-only queries, used while at most `replicaMaxLagMs` behind. */
  replicaUrl?: string | undefined;
  replicaMaxLagMs?: number;
}

const withTimeout = (work: Promise<unknown>, timeoutMs: number) =>
  Promise.race([
    work.then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref()),
  ]);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite(options.dataDir, options.snapshot);
}

async function openPglite(dataDir: string | undefined, snapshot: Blob | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // pg_trgm backs the text-search indexes (migration 0019).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const extensions = { pg_trgm };
  let client: InstanceType<typeof PGlite>;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions });
  } else {
    client = await PGlite.create(snapshot ? { loadDataDir: snapshot, extensions } : { extensions });
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  return {
    kind: 'pglite',
    db,
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async execute(sql, params) {
      const result = await client.query<Record<string, unknown>>(sql, params);
      return { rows: result.rows };
    },
    ping: (timeoutMs) => withTimeout(client.query('select 1'), timeoutMs),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** Any fixed number: the key of the session-level advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 7_302_612;

/**
 * Migrates on a connection of its own, under a session-level advisory lock: instances starting at once (a rolling
 * restart, a cluster) migrate once; the others wait for the lock, then find nothing left to do. No statement
 * timeout on this connection: a long migration must not be cut, and waiting for the lock is not an error.
 */
async function migrateOnce(
  url: string,
  Client: typeof PgClient,
  run: (client: PgClient) => Promise<void>,
): Promise<void> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await run(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.default.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    // A request that cannot get a connection quickly is refused (503) rather than left hanging.
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    statement_timeout: options.statementTimeoutMs ?? 15_000,
    idle_in_transaction_session_timeout: 30_000,
    options: SESSION_OPTIONS,
  });
  // A client losing its server (restart, failover) must not crash the process. The pool handles idle clients'
  // errors; a checked-out client (e.g. inside a transaction) emits 'error' on itself, which would otherwise be
  // unhandled. The failed query still rejects (→ 503) and the pool drops the broken client on release.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzle(pool, { schema }) as unknown as Db;
  if (options.migrate !== false)
    await migrateOnce(url, pg.default.Client, (client) =>
      migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR }),
    );
  // The health check's own connection, so that it answers even when every pooled connection is busy.
  const probe = new pg.default.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 60_000 });
  probe.on('error', () => undefined);
  probe.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const listeners = new Set<{ close: () => Promise<void> }>();
  const replica = options.replicaUrl
    ? await openReplica(options.replicaUrl, {
        maxLagMs: options.replicaMaxLagMs ?? 5_000,
        poolMax: options.poolMax ?? 10,
        statementTimeoutMs: options.statementTimeoutMs ?? 15_000,
      })
    : undefined;
  return {
    kind: 'postgres',
    db,
    ...(replica && { replica }),
    async listen(channel, onPayload) {
      const listener = new PgListener(url, channel, onPayload, pg.default.Client);
      await listener.start();
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.close();
      };
    },
    async execute(sql, params) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as Record<string, unknown>[] };
    },
    ping: (timeoutMs) => withTimeout(probe.query('select 1'), timeoutMs),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await Promise.all([...listeners].map((listener) => listener.close()));
      await Promise.all([pool.end(), probe.end(), replica?.close()]);
    },
  };
}

type PgClientCtor = typeof PgClient;

/** A dedicated LISTEN connection that reconnects after the server restarts. */
class PgListener {
  private client: InstanceType<PgClientCtor> | undefined;
  private closed = false;
  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly Client: PgClientCtor,
  ) {}

  async start(): Promise<void> {
    const client = new this.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.onPayload(message.payload ?? '');
    });
    client.on('error', () => this.reconnectSoon());
    client.on('end', () => this.reconnectSoon());
    await client.connect();
    await client.query(`LISTEN "${this.channel.replaceAll('"', '')}"`);
    this.client = client;
  }

  private reconnectSoon() {
    if (this.closed || !this.client) return;
    this.client = undefined;
    setTimeout(() => {
      if (!this.closed) this.start().catch(() => this.retryLater());
    }, 500);
  }

  private retryLater() {
    this.client = {} as InstanceType<PgClientCtor>;
    this.reconnectSoon();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end?.().catch(() => undefined);
  }
}
