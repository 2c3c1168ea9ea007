import {
  DEMAND_ROLL_OFF_DAYS,
  demandSignals,
  recruitingAnalytics,
  type DemandSignal,
  type RecruitingAnalytics,
} from '@praxis/shared';
import type { DbOrTx } from '../../db/client.js';
import { fromDate } from '@praxis/shared/dates';
import { analyticsCandidates, analyticsEvents, demandGroups } from './insights.queries.js';

/** Time in stage, conversion, sources, pipeline per position and time to hire, as of now (docs/product.md §11.12). */
export async function analytics(db: DbOrTx, now = new Date()): Promise<RecruitingAnalytics> {
  const [candidates, events] = await Promise.all([analyticsCandidates(db), analyticsEvents(db)]);
  return recruitingAnalytics(candidates, events, now.toISOString());
}

/** Suggested positions from unmet staffing demand, with the requests and roll-offs as evidence (docs/product.md §11.12). */
export async function demand(db: DbOrTx, now = new Date()): Promise<DemandSignal[]> {
  const groups = await demandGroups(db, fromDate(now), DEMAND_ROLL_OFF_DAYS);
  return demandSignals(groups);
}
