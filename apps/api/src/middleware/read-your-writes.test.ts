import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { ReadReplica } from '../db/replica.js';
import { useDemoApp } from '../test/demo-app.js';
import { WROTE_COOKIE } from './read-your-writes.js';

/**
 * The heavy reads go to the replica; a browser that has just written reads them from the primary. The stand-in
 * replica is the test database itself, seen through a proxy that counts the reads made through it.
 */
const { t, cookies } = useDemoApp();

function attachReplica(options: { broken?: boolean } = {}) {
  const seen = { reads: 0 };
  const primary = t.deps.database.db;
  const db = new Proxy(primary, {
    get(target, property, receiver) {
      seen.reads += 1;
      if (options.broken) throw new Error('connect ECONNREFUSED 127.0.0.1:5433');
      return Reflect.get(target, property, receiver) as unknown;
    },
  }) as Db;
  t.deps.database.replica = new ReadReplica(db, async () => ({ lagMs: 0 }), { maxLagMs: 5_000 });
  return seen;
}

afterEach(async () => {
  await t.deps.database.replica?.check();
  delete t.deps.database.replica;
});

const search = (cookie: string) => t.request('GET', '/api/search?q=an', { cookie });

describe('heavy reads and the replica', () => {
  it('sends search, the firm forecast and the command center to a healthy replica', async () => {
    const seen = attachReplica();
    await t.deps.database.replica?.check();
    for (const path of ['/api/search?q=an', '/api/command-center/forecast', '/api/command-center']) {
      const before = seen.reads;
      expect((await t.request('GET', path, { cookie: cookies.admin })).status, path).toBe(200);
      expect(seen.reads, path).toBeGreaterThan(before);
    }
  });

  it('keeps normal screens on the primary', async () => {
    const seen = attachReplica();
    await t.deps.database.replica?.check();
    expect((await t.request('GET', '/api/engagements', { cookie: cookies.admin })).status).toBe(200);
    expect(seen.reads).toBe(0);
  });

  it("reads a browser's heavy queries from the primary after it writes, for the staleness bound", async () => {
    const seen = attachReplica();
    await t.deps.database.replica?.check();
    const write = await t.request('POST', '/api/notifications/read-all', { cookie: cookies.employee });
    expect(write.status).toBeLessThan(300);
    const setCookie = write.headers.get('set-cookie') ?? '';
    expect(setCookie).toContain(`${WROTE_COOKIE}=1`);
    expect(setCookie).toMatch(/Max-Age=6/);
    expect(setCookie).toContain('HttpOnly');

    expect((await search(`${cookies.employee}; ${WROTE_COOKIE}=1`)).status).toBe(200);
    expect(seen.reads).toBe(0);
    expect((await search(cookies.employee)).status).toBe(200);
    expect(seen.reads).toBeGreaterThan(0);
  });

  it('answers from the primary when a read on the replica fails, and stops using it', async () => {
    const seen = attachReplica({ broken: true });
    await t.deps.database.replica?.check();
    const response = await search(cookies.employee);
    expect(response.status).toBe(200);
    expect((await response.json()).consultants.length).toBeGreaterThan(0);
    expect(seen.reads).toBe(1);
    expect(t.deps.database.replica?.reasonForPrimary()).toBe('down');
  });

  it('sets no cookie without a replica', async () => {
    const write = await t.request('POST', '/api/notifications/read-all', { cookie: cookies.employee });
    expect(write.headers.get('set-cookie') ?? '').not.toContain(WROTE_COOKIE);
  });
});
