import { rankCandidates, type Weights, type WeightsPreview } from '@praxis/shared';
import type { Db } from '../../db/client.js';
import { staffingSettings } from '../../db/schema/staffing.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../lib/audit.js';
import { saveSingletonField } from '../../lib/singleton-settings.js';
import { currentWeights, loadPool, toMatchRequest } from './matching.service.js';
import { hydrateOne } from './requests.mapper.js';
import * as queries from './requests.queries.js';

export const getSettings = (db: Db) => currentWeights(db);

/** Saves the weights (version 0 = never saved: the defaults are in use). */
export async function saveSettings(db: Db, actor: Actor, weights: Weights, expectedVersion: number | undefined) {
  return saveSingletonField(db, 'weights', weights, {
    table: staffingSettings,
    actor,
    expectedVersion,
    read: currentWeights,
  });
}

/**
 * How the top 10 of one request changes with other weights: the given request, or the most urgent open one.
 * Nothing is saved.
 */
export async function previewWeights(db: Db, weights: Weights, requestId: string | null): Promise<WeightsPreview> {
  const row = requestId ? await queries.findRequest(db, requestId) : (await queries.queueRows(db, 1)).rows[0];
  if (requestId && !row) throw AppError.notFound('Resource request');
  if (!row) return { request: null, current: [], proposed: [] };
  const request = await hydrateOne(db, row);
  const match = toMatchRequest(request);
  const pool = await loadPool(db, [match]);
  const now = rankCandidates(match, pool.candidates, (await currentWeights(db)).weights).slice(0, 10);
  const next = rankCandidates(match, pool.candidates, weights).slice(0, 10);
  const placeNow = new Map(now.map((m, index) => [m.consultant_id, index]));
  return {
    request: { id: request.id, label: `${request.engagement_name} · ${request.job_title ?? 'any title'}` },
    current: now.map((m) => ({ consultant_id: m.consultant_id, name: m.name, score: m.score })),
    proposed: next.map((m, index) => {
      const before = placeNow.get(m.consultant_id);
      return {
        consultant_id: m.consultant_id,
        name: m.name,
        score: m.score,
        moved: before === undefined ? null : before - index,
      };
    }),
  };
}
