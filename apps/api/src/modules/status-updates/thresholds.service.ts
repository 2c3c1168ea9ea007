import { DEFAULT_TEMPERATURE_THRESHOLDS, type TemperatureSettings, type TemperatureThresholds } from '@praxis/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { temperatureSettings } from '../../db/schema/monday-meeting.js';
import { audit, type Actor } from '../../lib/audit.js';
import { assertVersion } from '../../lib/versioning.js';

/** The computed temperature's limits in force (admin settings; version 0 = never saved, the defaults). */
export async function currentThresholds(db: DbOrTx): Promise<TemperatureSettings> {
  const [row] = await db.select().from(temperatureSettings).where(eq(temperatureSettings.id, 1));
  return row
    ? { thresholds: { ...DEFAULT_TEMPERATURE_THRESHOLDS, ...row.thresholds }, version: row.version }
    : { thresholds: DEFAULT_TEMPERATURE_THRESHOLDS, version: 0 };
}

/** Saves the limits with If-Match (a stale version is a 409), audited in the same transaction. */
export async function saveThresholds(
  db: Db,
  { actor, thresholds, expectedVersion }: { actor: Actor; thresholds: TemperatureThresholds; expectedVersion?: number },
): Promise<TemperatureSettings> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('temperature_settings'))`);
    const current = await currentThresholds(tx);
    assertVersion(current.version, expectedVersion);
    const [row] = await tx
      .insert(temperatureSettings)
      .values({ id: 1, thresholds })
      .onConflictDoUpdate({
        target: temperatureSettings.id,
        set: { thresholds, version: sql`${temperatureSettings.version} + 1`, updatedAt: new Date() },
      })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    await audit(tx, actor, {
      entity: 'temperature_settings',
      entityId: '1',
      action: current.version === 0 ? 'create' : 'update',
      before: { thresholds: current.thresholds },
      after: { thresholds },
    });
    return { thresholds: row.thresholds, version: row.version };
  });
}
