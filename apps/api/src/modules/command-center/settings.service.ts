import type { KpiSettings } from '@praxis/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { kpiSettings } from '../../db/schema/command-center.js';
import type { Actor } from '../../lib/audit.js';
import { readSingleton, saveSingleton } from '../../lib/singleton-settings.js';

export async function currentKpiSettings(db: DbOrTx): Promise<KpiSettings> {
  const row = await readSingleton(db, kpiSettings);
  return row ? { cost_per_hour: Number(row.costPerHour), version: row.version } : { cost_per_hour: null, version: 0 };
}

/** Saves the cost basis with If-Match (stale → 409), audited in the same transaction. */
export async function saveKpiSettings(
  db: Db,
  { actor, costPerHour, expectedVersion }: { actor: Actor; costPerHour: number; expectedVersion?: number },
): Promise<KpiSettings> {
  const row = await saveSingleton(db, {
    table: kpiSettings,
    actor,
    expectedVersion,
    read: currentKpiSettings,
    values: { costPerHour },
    audited: (current) => ({ before: { cost_per_hour: current.cost_per_hour }, after: { cost_per_hour: costPerHour } }),
  });
  return { cost_per_hour: Number(row.costPerHour), version: row.version };
}
