import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { usingRealPostgres } from '../test/test-database.js';
import { rowsOf } from './sql.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// PGlite has no JIT to turn off; the sessions' options are PostgreSQL's (CI runs this file against PostgreSQL 15).
describe.skipIf(!usingRealPostgres())('the API’s PostgreSQL sessions', () => {
  it('run with JIT off, on every pooled connection', async () => {
    const db = t.deps.database.db;
    const settings = await Promise.all(
      Array.from({ length: 4 }, () => rowsOf<{ jit: string }>(db, sql`select current_setting('jit') as jit`)),
    );
    expect(settings.map(([row]) => row?.jit)).toEqual(['off', 'off', 'off', 'off']);
  });
});
