import {
  DEFAULT_WEIGHTS,
  rankCandidates,
  type Candidate,
  type CandidateMatch,
  type Match,
  type MatchRequest,
  type QueueItem,
  type ResourceRequest,
  type Weights,
} from '@praxis/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { staffingSettings } from '../../db/schema/staffing.js';
import { AppError } from '../../lib/app-error.js';
import { readSingleton } from '../../lib/singleton-settings.js';
import * as matching from './matching.queries.js';
import { hydrate, hydrateOne } from './requests.mapper.js';
import * as queries from './requests.queries.js';
import { budgetRisks } from './what-if.service.js';

export async function currentWeights(db: DbOrTx): Promise<{ weights: Weights; version: number }> {
  const row = await readSingleton(db, staffingSettings);
  return row
    ? { weights: { ...DEFAULT_WEIGHTS, ...row.weights }, version: row.version }
    : { weights: DEFAULT_WEIGHTS, version: 0 };
}

export const toMatchRequest = (request: ResourceRequest, hoursPerWeek = request.hours_per_week): MatchRequest => ({
  skills: request.skills,
  certifications: request.certifications,
  languages: request.languages,
  job_title_id: request.job_title_id,
  job_title: request.job_title,
  hours_per_week: hoursPerWeek,
  start_date: request.start_date,
  end_date: request.end_date,
  time_zone_window: request.time_zone_window,
});

export interface Pool {
  candidates: Candidate[];
  extra: Map<string, { location: string | null; time_zone: string | null; job_title: string | null }>;
}

/** Every active consultant with what the given requests ask about, in one statement. */
export async function loadPool(db: DbOrTx, requests: MatchRequest[]): Promise<Pool> {
  const [first] = requests;
  if (!first) return { candidates: [], extra: new Map() };
  const rows = await matching.candidateRows(db, {
    start: requests.reduce((min, r) => (r.start_date < min ? r.start_date : min), first.start_date),
    end: requests.reduce((max, r) => (r.end_date > max ? r.end_date : max), first.end_date),
    categoryIds: [...new Set(requests.flatMap((r) => r.skills.map((s) => s.category_id)))],
    certificationIds: [...new Set(requests.flatMap((r) => r.certifications.map((c) => c.certification_id)))],
    languageIds: [...new Set(requests.flatMap((r) => r.languages.map((l) => l.language_id)))],
  });
  const extra: Pool['extra'] = new Map();
  const candidates = rows.map((row): Candidate => {
    extra.set(row.id, { location: row.location, time_zone: row.time_zone, job_title: row.job_title });
    return {
      consultant_id: row.id,
      name: row.name,
      job_title_id: row.job_title_id,
      job_title: row.job_title,
      time_zone: row.time_zone,
      expertise: row.expertise.map(([category_id, product_id, rating]) => ({ category_id, product_id, rating })),
      certifications: row.certifications.map(([certification_id, expires_on]) => ({ certification_id, expires_on })),
      languages: row.languages.map(([language_id, proficiency]) => ({ language_id, proficiency })),
      weekly_load: row.load ?? {},
    };
  });
  return { candidates, extra };
}

export function toCandidate(match: Match, pool: Pool, request: ResourceRequest): CandidateMatch {
  const extra = pool.extra.get(match.consultant_id);
  const proposal =
    request.proposals.find((p) => p.consultant_id === match.consultant_id && p.status !== 'declined') ??
    request.proposals.find((p) => p.consultant_id === match.consultant_id);
  return {
    ...match,
    job_title: extra?.job_title ?? null,
    location: extra?.location ?? null,
    time_zone: extra?.time_zone ?? null,
    proposal_status: proposal?.status ?? null,
  };
}

export async function rankForRequest(db: DbOrTx, request: ResourceRequest, weights?: Weights) {
  const w = weights ?? (await currentWeights(db)).weights;
  const match = toMatchRequest(request);
  const pool = await loadPool(db, [match]);
  return { pool, ranked: rankCandidates(match, pool.candidates, w) };
}

export async function candidatesFor(db: Db, id: string, options: { limit: number; include_excluded: boolean }) {
  const row = await queries.findRequest(db, id);
  if (!row) throw AppError.notFound('Resource request');
  const request = await hydrateOne(db, row);
  const { pool, ranked } = await rankForRequest(db, request);
  const shown = options.include_excluded ? ranked : ranked.filter((m) => !m.excluded);
  return { total: shown.length, items: shown.slice(0, options.limit).map((m) => toCandidate(m, pool, request)) };
}

const QUEUE_LIMIT = 200;

/**
 * Open requests, most urgent first, each with its top three. All requests are scored against one load of the
 * consultants (one statement for the pool, whatever the queue's length).
 */
export async function queue(db: Db): Promise<{ items: QueueItem[]; total: number }> {
  const { rows, total } = await queries.queueRows(db, QUEUE_LIMIT);
  return { items: await scoreQueue(db, rows), total };
}

/** The whole queue page by page, each request with its top three, for the CSV export. */
export const queuePage = (db: Db) => async (limit: number, offset: number) =>
  scoreQueue(db, (await queries.queueRows(db, limit, offset)).rows);

async function scoreQueue(db: Db, rows: queries.RequestRow[]): Promise<QueueItem[]> {
  if (rows.length === 0) return [];
  const requests = await hydrate(db, rows);
  const { weights } = await currentWeights(db);
  const remaining = (r: ResourceRequest) => Math.max(0, r.hours_per_week - r.hours_staffed);
  const matchRequests = requests.map((r) => toMatchRequest(r, remaining(r) || r.hours_per_week));
  const pool = await loadPool(db, matchRequests);
  const items = requests.map((request, index): QueueItem => {
    const match = matchRequests[index] ?? toMatchRequest(request);
    const taken = new Set(request.proposals.filter((p) => p.status !== 'declined').map((p) => p.consultant_id));
    const top = rankCandidates(
      match,
      pool.candidates.filter((c) => !taken.has(c.consultant_id)),
      weights,
    ).slice(0, 3);
    return {
      id: request.id,
      engagement_id: request.engagement_id,
      engagement_name: request.engagement_name,
      client_name: request.client_name,
      requester_name: request.requester_name,
      job_title: request.job_title,
      engagement_role: request.engagement_role,
      priority: request.priority,
      status: request.status,
      start_date: request.start_date,
      end_date: request.end_date,
      hours_per_week: request.hours_per_week,
      hours_remaining: remaining(request),
      age_days: request.age_days,
      version: request.version,
      budget_risk: null,
      top: top.map((m) => ({
        consultant_id: m.consultant_id,
        name: m.name,
        score: m.score,
        excluded: m.excluded,
        explanation: m.explanation,
      })),
    };
  });
  const risks = await budgetRisks(db, items);
  return items.map((item) => ({ ...item, budget_risk: risks.get(item.id) ?? null }));
}
