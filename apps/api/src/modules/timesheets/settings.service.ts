import type { TimesheetSettings } from '@praxis/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { timesheetSettings } from '../../db/schema/timesheets.js';
import { rowsOf } from '../../db/sql.js';
import { audit, type Actor } from '../../lib/audit.js';
import { lockWhere } from '../../lib/lock-row.js';
import { bumpVersionWhere } from '../../lib/versioned-update.js';
import { assertVersion } from '../../lib/versioning.js';

const toSettings = (row: typeof timesheetSettings.$inferSelect): TimesheetSettings => ({
  allocation_threshold_pct: row.allocationThresholdPct,
  version: row.version,
});

export async function getSettings(db: Db): Promise<TimesheetSettings> {
  const [row] = await rowsOf<TimesheetSettings>(
    db,
    sql`select allocation_threshold_pct, version from timesheet_settings where id = 1`,
  );
  return row ?? { allocation_threshold_pct: 25, version: 1 };
}

export async function updateSettings(
  db: Db,
  actor: Actor,
  input: { allocation_threshold_pct: number },
  expectedVersion: number | undefined,
): Promise<TimesheetSettings> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into timesheet_settings (id) values (1) on conflict do nothing`);
    const locked = await lockWhere(tx, timesheetSettings, eq(timesheetSettings.id, 1));
    if (!locked) throw new Error('settings row missing');
    const current = toSettings(locked);
    assertVersion(current.version, expectedVersion);
    const [row] = await bumpVersionWhere(tx, timesheetSettings, eq(timesheetSettings.id, 1), {
      allocationThresholdPct: input.allocation_threshold_pct,
    });
    const updated = row && toSettings(row);
    await audit(tx, actor, {
      entity: 'timesheet_settings',
      entityId: '1',
      action: 'update',
      before: { allocation_threshold_pct: current.allocation_threshold_pct },
      after: input,
    });
    return updated ?? current;
  });
}
