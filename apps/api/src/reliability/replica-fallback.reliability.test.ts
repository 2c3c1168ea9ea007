import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO, describeReliability, freePort, sleep, withClient, type RunningServer } from './support.js';

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

async function run(command: string, args: string[]): Promise<void> {
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`${command} ${args[0] ?? ''} exited with ${code}`);
}

/** Runs a PostgreSQL tool as the cluster's owner (postgres when the suite runs as root). */
const pgTool = (pgBin: string, tool: string, args: string[]) =>
  asRoot
    ? run('runuser', ['-u', 'postgres', '--', path.join(pgBin, tool), ...args])
    : run(path.join(pgBin, tool), args);

const replicaUp = async (server: RunningServer) => {
  const text = await (await server.fetch('/api/metrics')).text();
  return /^praxis_db_replica_up 1$/m.test(text);
};

/**
 * A streaming replica of the suite's cluster (pg_basebackup -R) behind DATABASE_REPLICA_URL: while it runs, the
 * heavy reads use it; stopped, they answer from the primary at once and the health check gives it up within seconds.
 */
describeReliability('the read replica stopped', process.env, (database, context) => {
  let dir = '';
  let replicaUrl = '';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'praxis-replica-'));
    if (asRoot) await run('chown', ['postgres', dir]);
    const primary = new URL(database.url);
    const port = await freePort();
    // A hot standby needs at least the primary's max_connections.
    const maxConnections = await withClient(database.url, async (client) => {
      const { rows } = await client.query<{ value: string }>("select current_setting('max_connections') as value");
      return rows[0]?.value ?? '100';
    });
    await pgTool(context.pgBin, 'pg_basebackup', [
      ...['-h', primary.hostname, '-p', primary.port, '-U', primary.username || 'postgres'],
      ...['-D', path.join(dir, 'data'), '-R', '-X', 'stream'],
    ]);
    await pgTool(context.pgBin, 'pg_ctl', [
      ...['-D', path.join(dir, 'data'), '-l', path.join(dir, 'log'), '-w', 'start'],
      ...['-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${maxConnections}`],
    ]);
    replicaUrl = `postgres://${primary.username || 'postgres'}@127.0.0.1:${port}${primary.pathname}`;
  });

  afterAll(async () => {
    await pgTool(context.pgBin, 'pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'immediate', 'stop']).catch(
      () => undefined,
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads fall back to the primary within seconds, and no request fails meanwhile', async () => {
    const server = await database.startServer({
      DATABASE_REPLICA_URL: replicaUrl,
      DATABASE_REPLICA_MAX_LAG_MS: '5000',
    });
    const cookie = await server.signIn(DEMO.admin);
    for (let tries = 0; !(await replicaUp(server)); tries++) {
      expect(tries, 'the replica never became healthy').toBeLessThan(20);
      await sleep(500);
    }
    expect((await server.fetch('/api/search?q=an', { cookie })).status).toBe(200);

    await pgTool(context.pgBin, 'pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'immediate', 'stop']);
    const stoppedAt = performance.now();
    const statuses: number[] = [];
    while (await replicaUp(server)) {
      statuses.push((await server.fetch('/api/search?q=an', { cookie })).status);
      expect(performance.now() - stoppedAt, 'the replica was still in use').toBeLessThan(5_000);
      await sleep(100);
    }
    for (const path of ['/api/search?q=an', '/api/command-center', '/api/command-center/forecast']) {
      statuses.push((await server.fetch(path, { cookie })).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(server.isAlive()).toBe(true);
  });
});
