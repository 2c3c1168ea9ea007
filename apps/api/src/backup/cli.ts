import { parseEnv } from '../lib/env.js';
import { openDatabase } from '../db/client.js';
import { uploadsDirOf } from '../storage/storage.js';
import { backupTo } from './backup.js';
import { restoreFrom, RestoreRefused } from './restore.js';

/*
 * npm run backup -- <file> [--no-uploads]
 * npm run restore -- <file> [--replace] [--no-uploads]
 * The database is DATABASE_URL's server or the embedded one in DATA_DIR (stop the server first: PGlite's files
 * belong to one process; a running embedded server takes its own backups with BACKUP_CRON). Uploads are those of
 * DATA_DIR/uploads; with S3_* the bucket's objects stay in the bucket and the rows keep pointing at them.
 */
const USAGE =
  'usage: npm run backup -- <file> [--no-uploads]\n       npm run restore -- <file> [--replace] [--no-uploads]';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const file = rest.find((arg) => !arg.startsWith('--'));
  const flags = new Set(rest.filter((arg) => arg.startsWith('--')));
  const unknown = [...flags].filter((flag) => !['--replace', '--no-uploads'].includes(flag));
  if ((command !== 'backup' && command !== 'restore') || !file || unknown.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  // eslint-disable-next-line no-restricted-properties -- the CLI is an entry point like server.ts: its one read
  const env = parseEnv({ ...process.env, SEED_DEMO: '0' });
  const uploadsDir = flags.has('--no-uploads') || env.S3_ENDPOINT ? undefined : uploadsDirOf(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    if (command === 'backup') {
      const summary = await backupTo(database.db, file, { uploadsDir });
      const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
      process.stdout.write(
        `Backed up ${rows} rows of ${Object.keys(summary.rows).length} tables and ${summary.uploads} uploads to ${file}\n`,
      );
    } else {
      const summary = await restoreFrom(database.db, file, { replace: flags.has('--replace'), uploadsDir });
      const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
      process.stdout.write(`Restored ${rows} rows and ${summary.uploads} uploads from ${file}\n`);
    }
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
