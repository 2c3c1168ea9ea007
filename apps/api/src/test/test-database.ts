import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The same suites run on the embedded PGlite (default) and on a real PostgreSQL when TEST_DATABASE_URL is set
 * (CI does this): each test file then gets a database of its own, dropped afterwards.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

export async function createTestDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  return createDatabaseOn(serverUrl, 'praxis_test');
}

/**
 * A fresh database `<prefix>_<random hex>` on the PostgreSQL server at `serverUrl`: its postgres://… url, and `drop`,
 * which deletes it (ending the connections still open to it).
 */
export async function createDatabaseOn(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const usingRealPostgres = () => !!serverUrl;
