import type { TimesheetSettings } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { audit, type Actor } from '../../lib/audit.js';
import { assertVersion } from '../../lib/versioning.js';

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
    const [current] = await rowsOf<TimesheetSettings>(
      tx,
      sql`select allocation_threshold_pct, version from timesheet_settings where id = 1 for update`,
    );
    if (!current) throw new Error('settings row missing');
    assertVersion(current.version, expectedVersion);
    const [updated] = await rowsOf<TimesheetSettings>(
      tx,
      sql`update timesheet_settings set allocation_threshold_pct = ${input.allocation_threshold_pct},
            version = version + 1, updated_at = now() where id = 1
          returning allocation_threshold_pct, version`,
    );
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
