import type { KpiSettings } from '@praxis/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { kpiSettings } from '../../db/schema/command-center.js';
import { audit, type Actor } from '../../lib/audit.js';
import { assertVersion } from '../../lib/versioning.js';

export async function currentKpiSettings(db: DbOrTx): Promise<KpiSettings> {
  const [row] = await db.select().from(kpiSettings).where(eq(kpiSettings.id, 1));
  return row ? { cost_per_hour: Number(row.costPerHour), version: row.version } : { cost_per_hour: null, version: 0 };
}

/** Saves the cost basis with If-Match (stale → 409), audited in the same transaction. */
export async function saveKpiSettings(
  db: Db,
  { actor, costPerHour, expectedVersion }: { actor: Actor; costPerHour: number; expectedVersion?: number },
): Promise<KpiSettings> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kpi_settings'))`);
    const current = await currentKpiSettings(tx);
    assertVersion(current.version, expectedVersion);
    const [row] = await tx
      .insert(kpiSettings)
      .values({ id: 1, costPerHour })
      .onConflictDoUpdate({
        target: kpiSettings.id,
        set: { costPerHour, version: sql`${kpiSettings.version} + 1`, updatedAt: new Date() },
      })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    await audit(tx, actor, {
      entity: 'kpi_settings',
      entityId: '1',
      action: current.version === 0 ? 'create' : 'update',
      before: { cost_per_hour: current.cost_per_hour },
      after: { cost_per_hour: costPerHour },
    });
    return { cost_per_hour: Number(row.costPerHour), version: row.version };
  });
}
