import { DEFAULT_TEMPERATURE_THRESHOLDS, type TemperatureSettings, type TemperatureThresholds } from '@praxis/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { temperatureSettings } from '../../db/schema/monday-meeting.js';
import type { Actor } from '../../lib/audit.js';
import { readSingleton, saveSingletonField } from '../../lib/singleton-settings.js';

/** The computed temperature's limits in force (admin settings; version 0 = never saved, the defaults). */
export async function currentThresholds(db: DbOrTx): Promise<TemperatureSettings> {
  const row = await readSingleton(db, temperatureSettings);
  return row
    ? { thresholds: { ...DEFAULT_TEMPERATURE_THRESHOLDS, ...row.thresholds }, version: row.version }
    : { thresholds: DEFAULT_TEMPERATURE_THRESHOLDS, version: 0 };
}

/** Saves the limits with If-Match (a stale version is a 409), audited in the same transaction. */
export async function saveThresholds(
  db: Db,
  { actor, thresholds, expectedVersion }: { actor: Actor; thresholds: TemperatureThresholds; expectedVersion?: number },
): Promise<TemperatureSettings> {
  return saveSingletonField(db, 'thresholds', thresholds, {
    table: temperatureSettings,
    actor,
    expectedVersion,
    read: currentThresholds,
  });
}
