// A throwaway PostgreSQL 15 cluster for the benchmark, tuned as the bench protocol says (durable: fsync and
// synchronous_commit on; shared_buffers 1 GB), on a free loopback port. initdb/postgres refuse to run as root,
// so as root they run as the `postgres` user.
import { spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { freePort, run } from './process.mjs';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;
export const asPostgres = (command, args) =>
  isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

/** A directory only PostgreSQL may read (owned by `postgres` when the bench runs as root). */
export function ownByPostgres(dir) {
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
}

/** The bench protocol's server options (durable writes, shared_buffers 1 GB) for `pg_ctl -o`. */
export const serverSettings = (port, socketDir, extra = []) =>
  [
    `-p ${port}`,
    `-k ${socketDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    '-c shared_buffers=1GB',
    '-c fsync=on',
    '-c synchronous_commit=on',
    '-c full_page_writes=on',
    ...extra,
  ].join(' ');

/** `pg_ctl stop -m fast` of the server on `data`; a server already gone is fine. */
export const stopServer = (data) =>
  run(...asPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']), { quiet: true }).catch(
    () => undefined,
  );

export async function startCluster() {
  const dir = mkdtempSync(path.join(tmpdir(), 'praxis-bench-pg-'));
  ownByPostgres(dir);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await run(...asPostgres(`${PG_BIN}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']), {
    quiet: true,
  });
  const settings = serverSettings(port, dir);
  await run(
    ...asPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', settings, 'start']),
    {
      quiet: true,
    },
  );
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const version = execFileSync(`${PG_BIN}/postgres`, ['--version']).toString().trim();
  return {
    port,
    url,
    version,
    logFile: path.join(dir, 'log'),
    /** The postmaster's pid (first line of postmaster.pid). */
    postmasterPid: () => Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    async createDatabase(name) {
      await run(`${PG_BIN}/createdb`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name], { quiet: true });
      return url(name);
    },
    async stop() {
      await stopServer(data);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `pgbench -i -s <scale>` into its own database. */
export async function pgbenchInit(cluster, scale) {
  await cluster.createDatabase('pgbench');
  await run(
    `${PG_BIN}/pgbench`,
    ['-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'postgres', '-i', '-q', '-s', String(scale), 'pgbench'],
    {
      quiet: true,
    },
  );
}

/** `pgbench -S -M prepared -c <clients> -j 2 -T <seconds>`: tps (excluding connection time) and average latency. */
export async function pgbenchSelectOnly(cluster, { clients, seconds }) {
  const args = ['-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'postgres', '-S', '-M', 'prepared'];
  args.push('-c', String(clients), '-j', '2', '-T', String(seconds), '-n', 'pgbench');
  const output = await capture(`${PG_BIN}/pgbench`, args);
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`could not read pgbench output:\n${output}`);
  return { tps, latencyMs };
}

function capture(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited ${code}:\n${output}`)),
    );
  });
}
