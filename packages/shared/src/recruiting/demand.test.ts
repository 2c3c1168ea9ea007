import { describe, expect, it } from 'vitest';
import { demandSignals, type DemandGroup } from './demand.js';

const request = (id: string, days: number, jobTitle: string | null = 'Data Engineer') => ({
  id,
  engagement_name: `Engagement ${id}`,
  days_waiting: days,
  job_title_id: jobTitle ? `jt-${jobTitle}` : null,
  job_title: jobTitle,
});
const group = (over: Partial<DemandGroup>): DemandGroup => ({
  category_id: 'cat',
  product_id: 'adf',
  skill: 'Azure Data Factory',
  min_rating: 4,
  requests: [],
  people_with_skill: 0,
  rolling_off: [],
  ...over,
});

describe('demandSignals', () => {
  it('words the evidence and suggests a position, less the people rolling off', () => {
    const [signal] = demandSignals([
      group({
        requests: [request('a', 21), request('b', 9), request('c', 3, 'Architect')],
        people_with_skill: 2,
        rolling_off: [{ consultant_id: 'x', name: 'Ada', date: '2026-12-04' }],
      }),
    ]);
    expect(signal?.headline).toBe('3 requests for Azure Data Factory ≥ 4 unfilled for 21 days');
    expect(signal?.supply).toBe('2 people with the skill; 1 rolling off without follow-on work could take it first');
    expect(signal?.suggested).toEqual({
      title: 'Data Engineer (Azure Data Factory)',
      job_title_id: 'jt-Data Engineer',
      headcount: 2,
    });
  });

  it('leaves out demand younger than a week and puts the largest, then the oldest, first', () => {
    const signals = demandSignals([
      group({ skill: 'Young', requests: [request('a', 6), request('b', 2)] }),
      group({ skill: 'Old single', requests: [request('c', 40, null)] }),
      group({ skill: 'Pair', requests: [request('d', 8), request('e', 7)] }),
    ]);
    expect(signals.map((s) => s.skill)).toEqual(['Pair', 'Old single']);
    expect(signals[1]?.suggested).toEqual({ title: 'Old single consultant', job_title_id: null, headcount: 1 });
    expect(signals[1]?.headline).toBe('1 request for Old single ≥ 4 unfilled for 40 days');
  });
});
