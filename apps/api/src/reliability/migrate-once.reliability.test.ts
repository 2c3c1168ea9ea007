import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../db/client.js';
import { DEMO, describeReliability, withClient } from './support.js';

/**
 * Three instances started at once on an empty database, as a cluster or a rolling restart starts them: one
 * migrates (under an advisory lock), the others wait and find nothing to do; all three serve, and each migration
 * is recorded once.
 */
describeReliability('three instances starting at once', process.env, (database) => {
  it('migrate the database once and all serve', async () => {
    const servers = await Promise.all([database.startServer(), database.startServer(), database.startServer()]);
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const recorded = await withClient(database.url, async (client) => {
      const result = await client.query<{ rows: string; hashes: string }>(
        'select count(*) as rows, count(distinct hash) as hashes from drizzle.__drizzle_migrations',
      );
      return result.rows[0];
    });
    expect(recorded).toEqual({ rows: String(journal.entries.length), hashes: String(journal.entries.length) });
    for (const server of servers) {
      const cookie = await server.signIn(DEMO.employee);
      expect((await server.fetch('/api/me', { cookie })).status).toBe(200);
    }
  });
});
