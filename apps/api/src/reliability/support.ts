import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createDatabaseOn } from '../test/test-database.js';

/**
 * The reliability suite drives the built server (apps/api/dist/server.js) as a child process against a real
 * PostgreSQL, so a database restart or a full pool happens to a process exactly like production's. The runner
 * (vitest.reliability.config.ts + its global setup) provides where the cluster and the server are.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the cluster's maintenance database (TEST_DATABASE_URL) */
    reliabilityDatabaseUrl: string;
    /** data directory and binaries of that cluster, when this machine runs it (for pg_ctl restart) */
    reliabilityPgData: string;
    reliabilityPgBin: string;
    /** absolute path of the built server entry */
    reliabilityServerEntry: string;
  }
}

export const DEMO_PASSWORD = 'demo-password';
export const DEMO = { admin: 'admin@demo.local', pm: 'pm@demo.local', employee: 'employee@demo.local' } as const;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Tests read bodies loosely; the API's own schemas are what type them for real. */
export interface LooseResponse extends Response {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json(): Promise<any>;
}

export interface RunningServer {
  origin: string;
  child: ChildProcess;
  /** True while the process is alive (it must stay up through every fault). */
  isAlive(): boolean;
  logs(): string;
  fetch(path: string, init?: RequestInit & { cookie?: string; timeoutMs?: number }): Promise<LooseResponse>;
  signIn(email: string): Promise<string>;
  stop(): Promise<void>;
}

export interface ServerOptions {
  entry: string;
  databaseUrl: string;
  /** The environment the server inherits (PATH and the like); the test passes its own. */
  inherit: Record<string, string | undefined>;
  env?: Record<string, string>;
}

/** Starts the built server on a free loopback port and waits until /api/health answers 200. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [options.entry], {
    env: {
      PATH: options.inherit.PATH,
      HOME: options.inherit.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: origin,
      DATABASE_URL: options.databaseUrl,
      BETTER_AUTH_SECRET: 'reliability-secret-reliability-secret-01',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent-web-dist',
      // One process unless a test asks for a cluster (the fault tests watch one process).
      WEB_CONCURRENCY: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let alive = true;
  child.once('exit', () => {
    alive = false;
  });

  const request: RunningServer['fetch'] = (path, init = {}) => {
    const { cookie, timeoutMs = 15_000, headers, ...rest } = init;
    return fetch(`${origin}${path}`, {
      ...rest,
      headers: { origin, ...(cookie ? { cookie } : {}), ...(headers as Record<string, string> | undefined) },
      signal: AbortSignal.timeout(timeoutMs),
    }) as Promise<LooseResponse>;
  };

  // Generous: a start seeds the demo firm, and three may start at once on a busy machine.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (!alive) throw new Error(`the server exited during start:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${output}`);
    const healthy = await request('/api/health', { timeoutMs: 2_000 }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) break;
    await sleep(200);
  }

  return {
    origin,
    child,
    isAlive: () => alive,
    logs: () => output,
    fetch: request,
    async signIn(email) {
      const response = await request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
      const cookie = response.headers
        .getSetCookie()
        .map((line) => line.split(';')[0] ?? '')
        .find((pair) => pair.includes('session_token='));
      if (!cookie) throw new Error('no session cookie');
      return cookie;
    },
    async stop() {
      if (!alive) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(8_000)]);
      if (alive) child.kill('SIGKILL');
    },
  };
}

/**
 * `pg_ctl restart -m immediate` (every backend dies as in a crash), as the cluster's owner; resolves once the
 * server accepts connections again. The postmaster keeps its start options (postmaster.opts); its log goes next
 * to the data directory, where scripts/with-postgres.sh keeps it, so no pipe of ours stays open.
 */
export async function restartPostgres(pgBin: string, pgData: string, mode: 'immediate' | 'fast' = 'immediate') {
  const args = [`${pgBin}/pg_ctl`, '-D', pgData, '-l', path.join(path.dirname(pgData), 'log'), 'restart'];
  args.push('-m', mode, '-w', '-t', '60');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const [command = 'pg_ctl', ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(command, rest, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`pg_ctl restart exited with ${code}`);
}

/** A direct connection to check what is really stored. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface ReliabilityContext {
  /** Why the suite cannot run here, or undefined when it can. */
  skip: string | undefined;
  clusterUrl: string;
  pgData: string;
  pgBin: string;
  entry: string;
  /** The environment the servers inherit (PATH and the like): the test's own. */
  inherit: Record<string, string | undefined>;
}

/**
 * The suite runs only under its own runner (npm run test:reliability), which provides a cluster. Outside CI a
 * missing cluster skips it with the reason; under CI=true it fails instead.
 */
function reliabilityContext(env: Record<string, string | undefined>): ReliabilityContext {
  if (env.PRAXIS_RELIABILITY !== '1') {
    const skip = 'runs with `npm run test:reliability`';
    return { skip, clusterUrl: '', pgData: '', pgBin: '', entry: '', inherit: env };
  }
  const clusterUrl = inject('reliabilityDatabaseUrl');
  const context = {
    clusterUrl,
    pgData: inject('reliabilityPgData'),
    pgBin: inject('reliabilityPgBin'),
    entry: inject('reliabilityServerEntry'),
    inherit: env,
  };
  const ci = env.CI === 'true' || env.CI === '1';
  return {
    ...context,
    skip: !clusterUrl && !ci ? 'TEST_DATABASE_URL is not set (use scripts/with-postgres.sh)' : undefined,
  };
}

const titled = (title: string, context: ReliabilityContext) =>
  context.skip ? `${title} (skipped: ${context.skip})` : title;

/** What `useReliabilityDatabase` gives a test file. */
export interface ReliabilityDatabase {
  /** postgres://… of the file's own database; set once the hooks' beforeAll has run. */
  readonly url: string;
  /** Starts the built server on this database (`env` added to its environment); it is stopped after the file. */
  startServer(env?: Record<string, string>): Promise<RunningServer>;
}

/**
 * The hooks every reliability file starts with: before its tests, a fresh database of its own on the cluster; after
 * them, every server started through `startServer` is stopped (a server already stopped is left as it is) and the
 * database is dropped. `describeReliability` calls it first, so that its beforeAll runs before the file's own.
 */
function useReliabilityDatabase(context: ReliabilityContext): ReliabilityDatabase {
  let database: { url: string; drop: () => Promise<void> } | undefined;
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    if (!context.clusterUrl)
      throw new Error('The reliability suite needs TEST_DATABASE_URL (scripts/with-postgres.sh)');
    database = await createDatabaseOn(context.clusterUrl, 'praxis_rel');
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });
  return {
    get url() {
      if (!database) throw new Error('the reliability database is created in beforeAll');
      return database.url;
    },
    async startServer(env) {
      const server = await startServer({ entry: context.entry, databaseUrl: this.url, inherit: context.inherit, env });
      servers.push(server);
      return server;
    },
  };
}

/**
 * A reliability test file's `describe`: where the suite cannot run (see `reliabilityContext`; `env` is the test's
 * own) it is skipped, with the reason in its title; otherwise its body starts with `useReliabilityDatabase` and
 * receives that database and the suite's context.
 */
export function describeReliability(
  title: string,
  env: Record<string, string | undefined>,
  body: (database: ReliabilityDatabase, context: ReliabilityContext) => void,
) {
  const context = reliabilityContext(env);
  describe.skipIf(!!context.skip)(titled(title, context), () => body(useReliabilityDatabase(context), context));
}
