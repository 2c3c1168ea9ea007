import {
  computeTemperature,
  STATUS_UPDATE_OVERDUE_DAYS,
  type EngagementHealth,
  type TemperatureThresholds,
} from '@praxis/shared';
import type { DbOrTx } from '../../db/client.js';
import { daysBetween } from '@praxis/shared/dates';
import { FIRM_ZONE, forecastsFor } from '../forecast/forecast.service.js';
import { healthFacts, type HealthRow } from './health.queries.js';
import { currentThresholds } from './thresholds.service.js';

const isoOf = (value: string | Date | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** One engagement's facts → its manual and computed temperature, the reasons and whether its update is overdue. */
export function toHealth(
  row: HealthRow,
  today: string,
  limits: TemperatureThresholds,
  forecastOverHours: number | null = null,
): EngagementHealth {
  const lastSent = isoOf(row.last_sent_at);
  const milestones = typeof row.milestones === 'string' ? JSON.parse(row.milestones) : row.milestones;
  const computed = computeTemperature(
    {
      today,
      budget_hours: row.budget_hours === null ? null : Number(row.budget_hours),
      hours_used: Number(row.hours_used),
      progress_percent: row.progress_percent === null ? null : Number(row.progress_percent),
      milestones,
      open_staffing_gaps: Number(row.open_gaps),
      allocated_hours: Number(row.allocated_hours),
      logged_hours: Number(row.logged_hours),
      last_sent_at: lastSent,
      forecast_over_hours: forecastOverHours,
    },
    limits,
  );
  const days = lastSent ? daysBetween(lastSent.slice(0, 10), today) : null;
  return {
    engagement_id: row.id,
    engagement_name: row.name,
    engagement_type: row.type,
    client_name: row.client_name,
    manual_temperature: row.project_temperature,
    computed_temperature: computed.temperature,
    score: computed.score,
    reasons: computed.reasons,
    disagree: computed.temperature !== row.project_temperature,
    last_sent_at: lastSent,
    overdue: row.status === 'active' && (days === null || days >= STATUS_UPDATE_OVERDUE_DAYS),
    days_since_update: days,
  };
}

/**
 * The health of every active engagement the caller is on (admin: all), against the admin's thresholds. `forecasts`
 * are ones the caller already computed (in the firm's zone) for the same request: only the engagements missing from
 * them are forecast here, so a page that needs both the forecasts and the health computes each forecast once.
 */
export async function listHealth(
  db: DbOrTx,
  options: {
    consultantId: string | null;
    today: string;
    limits?: TemperatureThresholds;
    engagementId?: string;
    forecasts?: ReadonlyMap<string, { over_by_hours: number | null }>;
  },
): Promise<EngagementHealth[]> {
  const limits = options.limits ?? (await currentThresholds(db)).thresholds;
  const rows = await healthFacts(db, { ...options, activeOnly: !options.engagementId });
  const known = options.forecasts ?? new Map<string, { over_by_hours: number | null }>();
  const missing = rows.map((row) => row.id).filter((id) => !known.has(id));
  const computed = missing.length > 0 ? await forecastOverHours(db, missing) : new Map<string, number | null>();
  const overOf = (id: string) => (known.has(id) ? known.get(id)?.over_by_hours : computed.get(id)) ?? null;
  return rows.map((row) => toHealth(row, options.today, limits, overOf(row.id)));
}

/** The forecast's hours over budget at completion of each engagement, computed for all of them in one batch. */
export async function forecastOverHours(db: DbOrTx, ids: readonly string[], now = new Date()) {
  const forecasts = await forecastsFor(db, { ids, now, timeZone: FIRM_ZONE, withMoney: false });
  return new Map([...forecasts].map(([id, forecast]) => [id, forecast.over_by_hours]));
}
