// The scale run's PostgreSQL 15 cluster: unlike the bench's throwaway one it keeps its data directory
// (bench/results/scale/pg, gitignored), so the large firm is generated once and reused by later runs.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PG_BIN, asPostgres, isRoot } from './postgres.mjs';
import { freePort, run } from './process.mjs';

export async function startScaleCluster(root) {
  const data = path.join(root, 'pg');
  const fresh = !existsSync(path.join(data, 'PG_VERSION'));
  mkdirSync(root, { recursive: true });
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  chmodSync(root, 0o700);
  if (fresh) {
    await run(...asPostgres(`${PG_BIN}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']), {
      quiet: true,
    });
  }
  const port = await freePort();
  // The bench protocol's settings (durable, shared_buffers 1 GB); max_wal_size only spaces the checkpoints of a
  // bulk load that writes tens of gigabytes.
  const settings = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    '-c shared_buffers=1GB',
    '-c fsync=on',
    '-c synchronous_commit=on',
    '-c full_page_writes=on',
    '-c max_wal_size=8GB',
  ].join(' ');
  await run(
    ...asPostgres(`${PG_BIN}/pg_ctl`, [
      '-D',
      data,
      '-l',
      path.join(root, 'log'),
      '-w',
      '-t',
      '600',
      '-o',
      settings,
      'start',
    ]),
    { quiet: true },
  );
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    fresh,
    async createDatabase(name) {
      await run(`${PG_BIN}/createdb`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name], { quiet: true });
      return url(name);
    },
    async stop() {
      await run(...asPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']), { quiet: true }).catch(
        () => undefined,
      );
    },
  };
}
