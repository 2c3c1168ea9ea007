import { elapsedDays } from '../dates.js';
import type { CandidateSource, CandidateStage } from '../schemas/recruiting.js';

/** The pipeline's forward stages, in order (rejected is a way out of any of them). */
export const FUNNEL_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired'] as const;

export interface AnalyticsCandidate {
  id: string;
  position_id: string;
  position_title: string;
  source: CandidateSource;
  stage: CandidateStage;
  /** ISO timestamp the candidate entered the pipeline. */
  created_at: string;
}

export interface AnalyticsEvent {
  candidate_id: string;
  stage: CandidateStage;
  /** ISO timestamp. */
  entered_at: string;
}

export interface StageTime {
  stage: CandidateStage;
  /** Stays measured (finished ones, plus the current stay of candidates still there). */
  count: number;
  average_days: number | null;
  median_days: number | null;
}

export interface StageConversion {
  from: CandidateStage;
  to: CandidateStage;
  reached: number;
  converted: number;
  /** converted / reached, 0–1; null when nobody reached `from`. */
  rate: number | null;
}

export interface SourceEffectiveness {
  source: CandidateSource;
  candidates: number;
  interviewed: number;
  hired: number;
  /** hired / candidates, 0–1. */
  hire_rate: number | null;
}

export interface PositionPipeline {
  position_id: string;
  position_title: string;
  counts: Record<CandidateStage, number>;
}

export interface RecruitingAnalytics {
  time_in_stage: StageTime[];
  conversion: StageConversion[];
  sources: SourceEffectiveness[];
  positions: PositionPipeline[];
  time_to_hire: { hires: number; average_days: number | null; median_days: number | null };
}

const days = elapsedDays;
const round1 = (value: number) => Math.round(value * 10) / 10;
const average = (values: number[]) =>
  values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null;
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return round1(sorted.length % 2 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2);
}
const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 1000 : null);
const funnelIndex = (stage: CandidateStage) => (FUNNEL_STAGES as readonly string[]).indexOf(stage);

/** Each candidate's stage history in time order, starting with "applied" at their creation if not recorded. */
function historiesOf(candidates: AnalyticsCandidate[], events: AnalyticsEvent[]) {
  const byCandidate = new Map<string, AnalyticsEvent[]>();
  for (const event of events) {
    const list = byCandidate.get(event.candidate_id) ?? [];
    list.push(event);
    byCandidate.set(event.candidate_id, list);
  }
  return candidates.map((candidate) => {
    const list = (byCandidate.get(candidate.id) ?? []).sort((a, b) => a.entered_at.localeCompare(b.entered_at));
    if (list[0]?.stage !== 'applied') {
      list.unshift({ candidate_id: candidate.id, stage: 'applied', entered_at: candidate.created_at });
    }
    return { candidate, history: list };
  });
}

/** The furthest forward stage a history reached (rejection does not count as a stage reached). */
const furthest = (history: AnalyticsEvent[]) => Math.max(...history.map((event) => funnelIndex(event.stage)));

/**
 * Recruiting analytics (docs/product.md §11.12) over the candidates and their stage events, as of `now`: days spent per stage
 * (a stay ends when the next stage is entered; the current stay of an open candidate counts until now), conversion
 * from each stage to the next, source effectiveness, candidates per stage per position, and time to hire (entering
 * the pipeline → hired). Erased candidates are passed in like any other: only stages and dates are read.
 */
export function recruitingAnalytics(
  candidates: AnalyticsCandidate[],
  events: AnalyticsEvent[],
  now: string,
): RecruitingAnalytics {
  const histories = historiesOf(candidates, events);
  const stays = new Map<CandidateStage, number[]>();
  for (const { history } of histories) {
    history.forEach((event, index) => {
      if (event.stage === 'hired' || event.stage === 'rejected') return;
      const next = history[index + 1];
      const list = stays.get(event.stage) ?? [];
      list.push(Math.max(0, days(event.entered_at, next ? next.entered_at : now)));
      stays.set(event.stage, list);
    });
  }
  const reachedIndex = histories.map(({ history }) => furthest(history));
  const conversion = FUNNEL_STAGES.slice(1).map((to, step) => {
    const reached = reachedIndex.filter((value) => value >= step).length;
    const converted = reachedIndex.filter((value) => value >= step + 1).length;
    return { from: FUNNEL_STAGES[step] ?? 'applied', to, reached, converted, rate: rate(converted, reached) };
  });
  const sources = new Map<CandidateSource, SourceEffectiveness>();
  histories.forEach(({ candidate }, index) => {
    const row = sources.get(candidate.source) ?? {
      source: candidate.source,
      candidates: 0,
      interviewed: 0,
      hired: 0,
      hire_rate: null,
    };
    row.candidates += 1;
    if ((reachedIndex[index] ?? 0) >= funnelIndex('interview')) row.interviewed += 1;
    if (candidate.stage === 'hired') row.hired += 1;
    row.hire_rate = rate(row.hired, row.candidates);
    sources.set(candidate.source, row);
  });
  const positions = new Map<string, PositionPipeline>();
  for (const candidate of candidates) {
    const row = positions.get(candidate.position_id) ?? {
      position_id: candidate.position_id,
      position_title: candidate.position_title,
      counts: { applied: 0, screening: 0, interview: 0, offer: 0, hired: 0, rejected: 0 },
    };
    row.counts[candidate.stage] += 1;
    positions.set(candidate.position_id, row);
  }
  const hireDays = histories.flatMap(({ candidate, history }) => {
    const hired = history.find((event) => event.stage === 'hired');
    return hired ? [days(candidate.created_at, hired.entered_at)] : [];
  });
  return {
    time_in_stage: (['applied', 'screening', 'interview', 'offer'] as const).map((stage) => {
      const list = stays.get(stage) ?? [];
      return { stage, count: list.length, average_days: average(list), median_days: median(list) };
    }),
    conversion,
    sources: [...sources.values()].sort((a, b) => b.candidates - a.candidates || a.source.localeCompare(b.source)),
    positions: [...positions.values()].sort((a, b) => a.position_title.localeCompare(b.position_title)),
    time_to_hire: { hires: hireDays.length, average_days: average(hireDays), median_days: median(hireDays) },
  };
}
