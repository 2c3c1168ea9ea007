import { WEEKLY_CAPACITY_HOURS } from '../dates.js';
import { LANGUAGE_PROFICIENCIES, type LanguageProficiency } from '../enums.js';
import { isKnownTimeZone, overlapHours, WORKDAY_END_HOUR, WORKDAY_START_HOUR } from './time-zones.js';
import { addDays, weeksBetween } from './weeks.js';

/**
 * Explainable matching: every active consultant scored against a resource request, each part with a sentence a
 * person can check. Pure (no I/O) so the API, the bench and the tests run the same code.
 */

export const SCORE_PARTS = [
  'skills',
  'certifications',
  'languages',
  'time_zone',
  'availability',
  'utilisation',
  'job_title',
] as const;
export type ScorePart = (typeof SCORE_PARTS)[number];
export type Weights = Record<ScorePart, number>;

export const DEFAULT_WEIGHTS: Weights = {
  skills: 35,
  certifications: 10,
  languages: 10,
  time_zone: 10,
  availability: 20,
  utilisation: 10,
  job_title: 5,
};

export interface MatchRequest {
  skills: { category_id: string; product_id: string | null; label: string; min_rating: number; must: boolean }[];
  certifications: { certification_id: string; label: string; must: boolean }[];
  languages: { language_id: string; label: string; min_proficiency: LanguageProficiency; must: boolean }[];
  job_title_id: string | null;
  job_title: string | null;
  hours_per_week: number;
  start_date: string;
  end_date: string;
  time_zone_window: { zone: string; start_hour: number; end_hour: number; min_overlap_hours: number } | null;
}

export interface Candidate {
  consultant_id: string;
  name: string;
  job_title_id: string | null;
  job_title: string | null;
  time_zone: string | null;
  /** Hours per week; 40 when the firm records none. */
  capacity_hours?: number | null;
  expertise: { category_id: string; product_id: string | null; rating: number }[];
  certifications: { certification_id: string; expires_on: string | null }[];
  languages: { language_id: string; proficiency: LanguageProficiency }[];
  /** Hours already allocated per week (Monday dates); weeks not listed are free. */
  weekly_load: Record<string, number>;
}

/** One line of the breakdown. `ok` null: no data to judge by. `points` 0–1 before weighting. */
export interface PartResult {
  part: ScorePart;
  points: number;
  ok: boolean | null;
  /** A must-have requirement this part failed. */
  must_miss: boolean;
  details: string[];
}

export interface Match {
  consultant_id: string;
  name: string;
  /** 0–100, one decimal. */
  score: number;
  /** A must-have is missing: shown last, clearly marked. */
  excluded: boolean;
  parts: PartResult[];
  /** The whole breakdown in one line. */
  explanation: string;
  weeks_free: number;
  weeks_total: number;
  utilisation_after: number;
}

const YES = '✓';
const NO = '✗';
const mark = (ok: boolean) => (ok ? YES : NO);
const rank = (p: LanguageProficiency) => LANGUAGE_PROFICIENCIES.indexOf(p);
const round1 = (n: number) => Math.round(n * 10) / 10;
const month = (iso: string) => iso.slice(0, 7);

export function scoreSkills(request: MatchRequest, candidate: Candidate): PartResult | null {
  if (request.skills.length === 0) return null;
  let sum = 0;
  let weight = 0;
  let mustMiss = false;
  const details = request.skills.map((skill) => {
    const found = candidate.expertise.find(
      (e) => e.category_id === skill.category_id && e.product_id === skill.product_id,
    );
    const rating = found?.rating ?? 0;
    const met = rating >= skill.min_rating;
    const share = skill.must ? 2 : 1;
    sum += share * Math.min(1, rating / skill.min_rating);
    weight += share;
    if (!met && skill.must) mustMiss = true;
    const kind = skill.must ? 'must' : 'nice';
    return found
      ? `${skill.label} ${rating}/5 ≥ ${skill.min_rating} ${mark(met)}${met ? '' : ` (${kind})`}`
      : `${skill.label} not rated ${NO} (${kind})`;
  });
  const points = sum / weight;
  return { part: 'skills', points, ok: points === 1, must_miss: mustMiss, details };
}

export function scoreCertifications(request: MatchRequest, candidate: Candidate): PartResult | null {
  if (request.certifications.length === 0) return null;
  let sum = 0;
  let mustMiss = false;
  const details = request.certifications.map((cert) => {
    const held = candidate.certifications.find((c) => c.certification_id === cert.certification_id);
    let value = 0;
    let text: string;
    if (!held) text = `${cert.label} not held ${NO}`;
    else if (held.expires_on === null) {
      value = 1;
      text = `${cert.label} held, no expiry ${YES}`;
    } else if (held.expires_on < request.start_date) text = `${cert.label} expired ${month(held.expires_on)} ${NO}`;
    else if (held.expires_on < request.end_date) {
      value = 0.5;
      text = `${cert.label} valid until ${month(held.expires_on)} ${YES} but expires before the request ends ${NO}`;
    } else {
      value = 1;
      text = `${cert.label} valid until ${month(held.expires_on)} ${YES}`;
    }
    if (value < 1 && cert.must) mustMiss = true;
    sum += value;
    return cert.must ? `${text} (must)` : text;
  });
  const points = sum / request.certifications.length;
  return { part: 'certifications', points, ok: points === 1, must_miss: mustMiss, details };
}

export function scoreLanguages(request: MatchRequest, candidate: Candidate): PartResult | null {
  if (request.languages.length === 0) return null;
  let sum = 0;
  let mustMiss = false;
  const details = request.languages.map((language) => {
    const spoken = candidate.languages.find((l) => l.language_id === language.language_id);
    const needed = rank(language.min_proficiency) + 1;
    const has = spoken ? rank(spoken.proficiency) + 1 : 0;
    const met = has >= needed;
    if (!met && language.must) mustMiss = true;
    sum += Math.min(1, has / needed);
    return spoken
      ? `${language.label} ${spoken.proficiency} ${mark(met)}${met ? '' : ` (needs ${language.min_proficiency})`}`
      : `${language.label} not spoken ${NO}`;
  });
  const points = sum / request.languages.length;
  return { part: 'languages', points, ok: points === 1, must_miss: mustMiss, details };
}

/** A mid-week day of every request week (DST switches fall on weekends), within the request's dates. */
function sampleDays(request: MatchRequest): string[] {
  return weeksBetween(request.start_date, request.end_date).map((monday) => {
    const wednesday = addDays(monday, 2);
    if (wednesday < request.start_date) return request.start_date;
    return wednesday > request.end_date ? request.end_date : wednesday;
  });
}

export function scoreTimeZone(
  request: MatchRequest,
  candidate: Candidate,
  cache?: Map<string, number[]>,
): PartResult | null {
  const window = request.time_zone_window;
  if (!window) return null;
  if (!isKnownTimeZone(candidate.time_zone)) {
    return { part: 'time_zone', points: 0.5, ok: null, must_miss: false, details: ['time zone unknown'] };
  }
  const zone = candidate.time_zone;
  let overlaps = cache?.get(zone);
  if (!overlaps) {
    const own = { zone, startHour: WORKDAY_START_HOUR, endHour: WORKDAY_END_HOUR };
    const wanted = { zone: window.zone, startHour: window.start_hour, endHour: window.end_hour };
    overlaps = sampleDays(request).map((day) => overlapHours(day, own, wanted));
    cache?.set(zone, overlaps);
  }
  const least = Math.min(...overlaps);
  const most = Math.max(...overlaps);
  const met = least >= window.min_overlap_hours;
  const hours = least === most ? `${least} h` : `${least}–${most} h`;
  return {
    part: 'time_zone',
    points: Math.min(1, least / window.min_overlap_hours),
    ok: met,
    must_miss: false,
    details: [`${hours} overlap with the window ${mark(met)}`],
  };
}

interface Weekly {
  weeks: string[];
  free: number[];
  capacity: number;
}

function weekly(request: MatchRequest, candidate: Candidate): Weekly {
  const capacity = candidate.capacity_hours ?? WEEKLY_CAPACITY_HOURS;
  const weeks = weeksBetween(request.start_date, request.end_date);
  const free = weeks.map((week) => Math.max(0, capacity - (candidate.weekly_load[week] ?? 0)));
  return { weeks, free, capacity };
}

export function scoreAvailability(request: MatchRequest, candidate: Candidate, w = weekly(request, candidate)) {
  const need = request.hours_per_week;
  const okWeeks = w.free.filter((free) => free >= need).length;
  const least = Math.min(...w.free);
  const points = w.free.reduce((sum, free) => sum + Math.min(1, free / need), 0) / w.weeks.length;
  const met = okWeeks === w.weeks.length;
  const text = met
    ? `free ${round1(need)} of ${round1(need)} h/week in all ${w.weeks.length} weeks ${YES}`
    : `free ${round1(least)} of ${round1(need)} h/week; enough in ${okWeeks} of ${w.weeks.length} weeks ${NO}`;
  return { part: 'availability' as const, points, ok: met, must_miss: false, details: [text], okWeeks };
}

export function scoreUtilisation(request: MatchRequest, candidate: Candidate, w = weekly(request, candidate)) {
  const peak = Math.max(...w.weeks.map((week) => (candidate.weekly_load[week] ?? 0) + request.hours_per_week));
  const after = w.capacity > 0 ? peak / w.capacity : Infinity;
  const ok = after <= 1 + 1e-9;
  // Up to 100 % is fine; every 10 % over costs a quarter of the part.
  const points = ok ? 1 : Math.max(0, 1 - (after - 1) * 2.5);
  const percent = Number.isFinite(after) ? Math.round(after * 100) : 999;
  return {
    part: 'utilisation' as const,
    points,
    ok,
    must_miss: false,
    details: [`utilisation after booking ${percent} % ${mark(ok)}`],
    after,
  };
}

export function scoreJobTitle(request: MatchRequest, candidate: Candidate): PartResult | null {
  if (!request.job_title_id) return null;
  const met = candidate.job_title_id === request.job_title_id;
  const text = met
    ? `${request.job_title ?? 'job title'} ${YES}`
    : `${candidate.job_title ?? 'no job title'}, not ${request.job_title ?? 'the title asked for'} ${NO}`;
  return { part: 'job_title', points: met ? 1 : 0, ok: met, must_miss: false, details: [text] };
}

/** Scores one consultant. `zoneCache` shares time-zone overlaps between consultants of the same zone. */
export function scoreCandidate(
  request: MatchRequest,
  candidate: Candidate,
  weights: Weights = DEFAULT_WEIGHTS,
  zoneCache?: Map<string, number[]>,
): Match {
  const w = weekly(request, candidate);
  const availability = scoreAvailability(request, candidate, w);
  const utilisation = scoreUtilisation(request, candidate, w);
  const parts = [
    scoreSkills(request, candidate),
    scoreCertifications(request, candidate),
    scoreLanguages(request, candidate),
    scoreTimeZone(request, candidate, zoneCache),
    availability,
    utilisation,
    scoreJobTitle(request, candidate),
  ]
    .filter((part): part is PartResult => part !== null)
    .map(({ part, points, ok, must_miss, details }) => ({ part, points, ok, must_miss, details }));
  let total = 0;
  let weightSum = 0;
  for (const part of parts) {
    total += weights[part.part] * part.points;
    weightSum += weights[part.part];
  }
  const excluded = parts.some((part) => part.must_miss);
  return {
    consultant_id: candidate.consultant_id,
    name: candidate.name,
    score: weightSum > 0 ? round1((total / weightSum) * 100) : 0,
    excluded,
    parts,
    explanation: [...(excluded ? ['must-have missing ✗'] : []), ...parts.flatMap((p) => p.details)].join(' · '),
    weeks_free: availability.okWeeks,
    weeks_total: w.weeks.length,
    utilisation_after: Number.isFinite(utilisation.after) ? round1(utilisation.after * 100) : 999,
  };
}

/**
 * Best first. Candidates missing a must-have come after every other; ties go to the one with more free weeks,
 * then the lower utilisation after booking, then by name and id, so the order never depends on input order.
 */
export function compareMatches(a: Match, b: Match): number {
  return (
    Number(a.excluded) - Number(b.excluded) ||
    b.score - a.score ||
    b.weeks_free - a.weeks_free ||
    a.utilisation_after - b.utilisation_after ||
    a.name.localeCompare(b.name) ||
    (a.consultant_id < b.consultant_id ? -1 : a.consultant_id > b.consultant_id ? 1 : 0)
  );
}

export function rankCandidates(request: MatchRequest, candidates: Candidate[], weights: Weights = DEFAULT_WEIGHTS) {
  const zoneCache = new Map<string, number[]>();
  return candidates.map((c) => scoreCandidate(request, c, weights, zoneCache)).sort(compareMatches);
}
