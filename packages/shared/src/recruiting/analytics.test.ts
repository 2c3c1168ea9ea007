import { describe, expect, it } from 'vitest';
import { median, recruitingAnalytics, type AnalyticsCandidate, type AnalyticsEvent } from './analytics.js';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
const candidate = (id: string, over: Partial<AnalyticsCandidate>): AnalyticsCandidate => ({
  id,
  position_id: 'p1',
  position_title: 'Data Engineer',
  source: 'referral',
  stage: 'applied',
  created_at: day(0),
  ...over,
});
const event = (candidate_id: string, stage: AnalyticsEvent['stage'], n: number): AnalyticsEvent => ({
  candidate_id,
  stage,
  entered_at: day(n),
});

// a: applied d0 → screening d2 → interview d6 → offer d10 → hired d12   (referral)
// b: applied d0 → screening d4 → rejected d5                          (job board)
// c: applied d10, still in applied on d20                               (job board, other position)
const candidates = [
  candidate('a', { stage: 'hired' }),
  candidate('b', { stage: 'rejected', source: 'job_board' }),
  candidate('c', { source: 'job_board', position_id: 'p2', position_title: 'Architect', created_at: day(10) }),
];
const events = [
  event('a', 'applied', 0),
  event('a', 'screening', 2),
  event('a', 'interview', 6),
  event('a', 'offer', 10),
  event('a', 'hired', 12),
  event('b', 'screening', 4), // no "applied" event recorded: the creation counts
  event('b', 'rejected', 5),
];
const result = recruitingAnalytics(candidates, events, day(20));

describe('recruitingAnalytics', () => {
  it('measures days per stage, counting the current stay until now', () => {
    // applied: a 2, b 4, c 10 (still there) → avg 5.3, median 4; screening: a 4, b 1 → 2.5
    expect(result.time_in_stage).toEqual([
      { stage: 'applied', count: 3, average_days: 5.3, median_days: 4 },
      { stage: 'screening', count: 2, average_days: 2.5, median_days: 2.5 },
      { stage: 'interview', count: 1, average_days: 4, median_days: 4 },
      { stage: 'offer', count: 1, average_days: 2, median_days: 2 },
    ]);
  });

  it('converts stage to stage over the furthest stage each candidate reached', () => {
    expect(result.conversion).toEqual([
      { from: 'applied', to: 'screening', reached: 3, converted: 2, rate: 0.667 },
      { from: 'screening', to: 'interview', reached: 2, converted: 1, rate: 0.5 },
      { from: 'interview', to: 'offer', reached: 1, converted: 1, rate: 1 },
      { from: 'offer', to: 'hired', reached: 1, converted: 1, rate: 1 },
    ]);
  });

  it('rates sources by candidates, interviews and hires', () => {
    expect(result.sources).toEqual([
      { source: 'job_board', candidates: 2, interviewed: 0, hired: 0, hire_rate: 0 },
      { source: 'referral', candidates: 1, interviewed: 1, hired: 1, hire_rate: 1 },
    ]);
  });

  it('counts candidates per stage per position, and time to hire', () => {
    expect(
      result.positions.map((p) => [p.position_title, p.counts.hired, p.counts.rejected, p.counts.applied]),
    ).toEqual([
      ['Architect', 0, 0, 1],
      ['Data Engineer', 1, 1, 0],
    ]);
    expect(result.time_to_hire).toEqual({ hires: 1, average_days: 12, median_days: 12 });
  });

  it('answers nulls, not NaN, without data', () => {
    const empty = recruitingAnalytics([], [], day(0));
    expect(empty.time_to_hire).toEqual({ hires: 0, average_days: null, median_days: null });
    expect(empty.conversion[0]).toEqual({ from: 'applied', to: 'screening', reached: 0, converted: 0, rate: null });
    expect(median([3, 1, 2, 10])).toBe(2.5);
  });
});
