import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql.js';
import { kpiSettings } from '../db/schema/command-center.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { readSingleton, saveSingleton } from './singleton-settings.js';

/*
 * The one-row settings tables (KPI cost basis, temperature limits, staffing weights) save through one helper: the
 * first save inserts row 1 (version 1, audited as a create), later saves bump the version (audited as an update
 * with before and after), a stale If-Match is a 409 that changes nothing, and parallel first saves do not collide.
 */
let t: TestApp;
const actor = { userId: null, requestId: 'singleton-test' };

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.database.db.delete(kpiSettings);
});
afterAll(() => t.close());

const read = async (db: Parameters<typeof readSingleton>[0]) => {
  const row = await readSingleton(db, kpiSettings);
  return { cost: row?.costPerHour ?? null, version: row?.version ?? 0 };
};
const save = (costPerHour: number, expectedVersion?: number) =>
  saveSingleton(t.deps.database.db, {
    table: kpiSettings,
    actor,
    expectedVersion,
    read,
    values: { costPerHour },
    audited: (current) => ({ before: { cost: current.cost }, after: { cost: costPerHour } }),
  });
const audits = async () =>
  rowsOf<{ action: string; before: unknown; after: unknown }>(
    t.deps.database.db,
    sql`select action, before, after from audit_log where entity = 'kpi_settings' and request_id = 'singleton-test' order by id`,
  );

describe('saveSingleton', () => {
  it('creates row 1, then bumps its version; each save is audited in its transaction', async () => {
    expect(await readSingleton(t.deps.database.db, kpiSettings)).toBeNull();
    const created = await save(100, 0);
    expect(created).toMatchObject({ id: 1, costPerHour: 100, version: 1 });
    const updated = await save(120, 1);
    expect(updated).toMatchObject({ id: 1, costPerHour: 120, version: 2 });
    expect(await audits()).toEqual([
      { action: 'create', before: { cost: null }, after: { cost: 100 } },
      { action: 'update', before: { cost: 100 }, after: { cost: 120 } },
    ]);
  });

  it('refuses a stale version with a 409 and changes nothing', async () => {
    await expect(save(999, 1)).rejects.toMatchObject({ status: 409 });
    expect(await read(t.deps.database.db)).toEqual({ cost: 120, version: 2 });
    expect(await audits()).toHaveLength(2);
  });

  it('serialises parallel saves: each bumps the version once, none is lost', async () => {
    const results = await Promise.all([save(130), save(140), save(150)]);
    expect(results.map((row) => row.version).sort()).toEqual([3, 4, 5]);
    expect((await read(t.deps.database.db)).version).toBe(5);
    expect(await audits()).toHaveLength(5);
  });

  it('lets one of two parallel saves of the same version win; the other is a 409', async () => {
    const results = await Promise.allSettled([save(160, 5), save(170, 5)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { status: 409 } });
    expect((await read(t.deps.database.db)).version).toBe(6);
  });
});
