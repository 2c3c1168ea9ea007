// The scale run's PostgreSQL 15 cluster: unlike the bench's throwaway one it keeps its data directory
// (bench/results/scale/pg, gitignored), so the large firm is generated once and reused by later runs.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PG_BIN, asPostgres, ownByPostgres, serverSettings, stopServer } from './postgres.mjs';
import { freePort, run } from './process.mjs';

export async function startScaleCluster(root) {
  const data = path.join(root, 'pg');
  const fresh = !existsSync(path.join(data, 'PG_VERSION'));
  mkdirSync(root, { recursive: true });
  ownByPostgres(root);
  if (fresh) {
    await run(...asPostgres(`${PG_BIN}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']), {
      quiet: true,
    });
  }
  const port = await freePort();
  // The bench protocol's settings; max_wal_size only spaces the checkpoints of a bulk load that writes gigabytes.
  const settings = serverSettings(port, root, ['-c max_wal_size=8GB']);
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
    stop: () => stopServer(data),
  };
}
