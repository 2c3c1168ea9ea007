import { describe, expect, it } from 'vitest';
import {
  compareMatches,
  DEFAULT_WEIGHTS,
  rankCandidates,
  scoreAvailability,
  scoreCandidate,
  scoreCertifications,
  scoreJobTitle,
  scoreLanguages,
  scoreSkills,
  scoreTimeZone,
  scoreUtilisation,
  type Candidate,
  type MatchRequest,
} from './score.js';

const ADF = { category_id: 'cat-azure', product_id: 'prod-adf' };
const request = (over: Partial<MatchRequest> = {}): MatchRequest => ({
  skills: [{ ...ADF, label: 'Azure Data Factory', min_rating: 3, must: true }],
  certifications: [],
  languages: [],
  job_title_id: null,
  job_title: null,
  hours_per_week: 32,
  start_date: '2026-11-23',
  end_date: '2026-12-18',
  time_zone_window: null,
  ...over,
});
const person = (over: Partial<Candidate> = {}): Candidate => ({
  consultant_id: 'c-1',
  name: 'Ana Silva',
  job_title_id: 'jt-consultant',
  job_title: 'Consultant',
  time_zone: 'Europe/Berlin',
  expertise: [{ ...ADF, rating: 4 }],
  certifications: [],
  languages: [],
  weekly_load: {},
  ...over,
});

describe('skill fit', () => {
  it('shows rating against minimum per product', () => {
    const part = scoreSkills(request(), person())!;
    expect(part).toMatchObject({ points: 1, ok: true, must_miss: false });
    expect(part.details).toEqual(['Azure Data Factory 4/5 ≥ 3 ✓']);
  });

  it('marks a must-have below the minimum as a must miss, a nice-to-have only costs points', () => {
    const low = person({ expertise: [{ ...ADF, rating: 2 }] });
    expect(scoreSkills(request(), low)).toMatchObject({ must_miss: true, ok: false });
    const nice = request({ skills: [{ ...ADF, label: 'ADF', min_rating: 4, must: false }] });
    const part = scoreSkills(nice, low)!;
    expect(part.must_miss).toBe(false);
    expect(part.points).toBeCloseTo(0.5);
  });

  it('counts a product the consultant never rated as 0 (missing data), must skills twice as heavy', () => {
    const twoSkills = request({
      skills: [
        { ...ADF, label: 'ADF', min_rating: 3, must: true },
        { category_id: 'cat-azure', product_id: 'prod-synapse', label: 'Synapse', min_rating: 2, must: false },
      ],
    });
    const part = scoreSkills(twoSkills, person())!;
    expect(part.details[1]).toBe('Synapse not rated ✗ (nice)');
    expect(part.points).toBeCloseTo(2 / 3);
    expect(scoreSkills(twoSkills, person({ expertise: [] }))!.must_miss).toBe(true);
  });

  it('is left out when the request lists no skills', () => {
    expect(scoreSkills(request({ skills: [] }), person())).toBeNull();
  });
});

describe('certifications', () => {
  const cert = (must: boolean) => request({ certifications: [{ certification_id: 'az305', label: 'AZ-305', must }] });

  it('counts a certificate valid through the end date', () => {
    const part = scoreCertifications(
      cert(true),
      person({ certifications: [{ certification_id: 'az305', expires_on: '2027-03-31' }] }),
    )!;
    expect(part).toMatchObject({ points: 1, must_miss: false });
    expect(part.details[0]).toBe('AZ-305 valid until 2027-03 ✓ (must)');
  });

  it('flags a certificate that expires in the middle of the request', () => {
    const mid = person({ certifications: [{ certification_id: 'az305', expires_on: '2026-12-05' }] });
    const nice = scoreCertifications(cert(false), mid)!;
    expect(nice.points).toBe(0.5);
    expect(nice.details[0]).toBe('AZ-305 valid until 2026-12 ✓ but expires before the request ends ✗');
    expect(scoreCertifications(cert(true), mid)!.must_miss).toBe(true);
  });

  it('treats expired and missing certificates as 0, and no expiry as valid', () => {
    const expired = person({ certifications: [{ certification_id: 'az305', expires_on: '2026-01-01' }] });
    expect(scoreCertifications(cert(false), expired)!.details[0]).toBe('AZ-305 expired 2026-01 ✗');
    expect(scoreCertifications(cert(false), person())!.points).toBe(0);
    const forever = person({ certifications: [{ certification_id: 'az305', expires_on: null }] });
    expect(scoreCertifications(cert(true), forever)!.points).toBe(1);
  });
});

describe('languages', () => {
  const german = (must: boolean) =>
    request({
      languages: [{ language_id: 'de', label: 'German', min_proficiency: 'fluent', must }],
    });
  it('meets a minimum proficiency at or above it', () => {
    const part = scoreLanguages(german(true), person({ languages: [{ language_id: 'de', proficiency: 'native' }] }))!;
    expect(part.details[0]).toBe('German native ✓');
    expect(part.points).toBe(1);
  });
  it('scores a lower level partly and a missing language 0', () => {
    const basic = scoreLanguages(german(true), person({ languages: [{ language_id: 'de', proficiency: 'basic' }] }))!;
    expect(basic.points).toBeCloseTo(1 / 3);
    expect(basic.must_miss).toBe(true);
    expect(scoreLanguages(german(false), person())).toMatchObject({ points: 0, must_miss: false });
  });
});

describe('time-zone overlap', () => {
  const window = { zone: 'Europe/Berlin', start_hour: 9, end_hour: 17, min_overlap_hours: 4 };
  it('reports the overlap with the window', () => {
    const part = scoreTimeZone(request({ time_zone_window: window }), person({ time_zone: 'Europe/London' }))!;
    expect(part.details[0]).toBe('7 h overlap with the window ✓');
    expect(part.points).toBe(1);
  });

  it('uses the least overlap over the request when DST changes it (New York, March 2026)', () => {
    const march = request({ start_date: '2026-03-02', end_date: '2026-04-10', time_zone_window: window });
    const part = scoreTimeZone(march, person({ time_zone: 'America/New_York' }))!;
    expect(part.details[0]).toBe('2–3 h overlap with the window ✗');
    expect(part.points).toBeCloseTo(0.5);
  });

  it('gives a neutral half when the consultant has no (or an unknown) time zone', () => {
    const part = scoreTimeZone(request({ time_zone_window: window }), person({ time_zone: null }))!;
    expect(part).toMatchObject({ points: 0.5, ok: null, details: ['time zone unknown'] });
    expect(scoreTimeZone(request({ time_zone_window: window }), person({ time_zone: 'Nowhere/City' }))!.ok).toBeNull();
  });
});

describe('availability and utilisation, week by week', () => {
  it('compares free hours with the need in every week', () => {
    const busy = person({ weekly_load: { '2026-11-30': 16 } });
    const part = scoreAvailability(request(), busy);
    expect(part.details[0]).toBe('free 24 of 32 h/week; enough in 3 of 4 weeks ✗');
    expect(part.points).toBeCloseTo((3 + 24 / 32) / 4);
    expect(scoreAvailability(request(), person()).details[0]).toBe('free 32 of 32 h/week in all 4 weeks ✓');
  });

  it('reports utilisation after booking at the peak week and penalises going over 100 %', () => {
    const part = scoreUtilisation(request({ hours_per_week: 30 }), person({ weekly_load: { '2026-12-07': 8 } }));
    expect(part.details[0]).toBe('utilisation after booking 95 % ✓');
    const over = scoreUtilisation(request(), person({ weekly_load: { '2026-12-07': 16 } }));
    expect(over.details[0]).toBe('utilisation after booking 120 % ✗');
    expect(over.points).toBeCloseTo(0.5);
  });

  it('uses a per-consultant capacity when there is one', () => {
    const partTime = person({ capacity_hours: 24 });
    expect(scoreAvailability(request(), partTime).okWeeks).toBe(0);
    expect(scoreUtilisation(request(), partTime).details[0]).toBe('utilisation after booking 133 % ✗');
  });
});

describe('job title', () => {
  it('rewards the title asked for and is left out when none is', () => {
    const wanted = request({ job_title_id: 'jt-consultant', job_title: 'Consultant' });
    expect(scoreJobTitle(wanted, person())).toMatchObject({ points: 1, details: ['Consultant ✓'] });
    expect(scoreJobTitle(wanted, person({ job_title_id: 'jt-analyst', job_title: 'Analyst' }))!.details[0]).toBe(
      'Analyst, not Consultant ✗',
    );
    expect(scoreJobTitle(request(), person())).toBeNull();
  });
});

describe('the whole score', () => {
  it('is the weighted mean of the parts that apply, with a readable explanation', () => {
    const match = scoreCandidate(request(), person());
    expect(match.score).toBe(100);
    expect(match.explanation).toBe(
      'Azure Data Factory 4/5 ≥ 3 ✓ · free 32 of 32 h/week in all 4 weeks ✓ · utilisation after booking 80 % ✓',
    );
    const half = scoreCandidate(request(), person({ expertise: [{ ...ADF, rating: 2 }] }), {
      ...DEFAULT_WEIGHTS,
      availability: 0,
      utilisation: 0,
    });
    expect(half.score).toBeCloseTo(66.7);
    expect(half.excluded).toBe(true);
    expect(half.explanation.startsWith('must-have missing ✗')).toBe(true);
  });

  it('ranks must-have misses last whatever their score, and breaks ties deterministically', () => {
    const strong = person({ consultant_id: 'a', name: 'Zoe', expertise: [{ ...ADF, rating: 5 }] });
    const twin = person({ consultant_id: 'b', name: 'Adam', expertise: [{ ...ADF, rating: 5 }] });
    const busyTwin = person({ consultant_id: 'c', name: 'Aaron', weekly_load: { '2026-11-23': 10 } });
    const miss = person({ consultant_id: 'd', name: 'Ben', expertise: [{ ...ADF, rating: 1 }] });
    const ranked = rankCandidates(request({ skills: [{ ...ADF, label: 'ADF', min_rating: 3, must: true }] }), [
      miss,
      strong,
      busyTwin,
      twin,
    ]);
    expect(ranked.map((m) => m.name)).toEqual(['Adam', 'Zoe', 'Aaron', 'Ben']);
    expect(ranked[3]!.excluded).toBe(true);
    const [a, b] = ranked;
    expect(compareMatches(a!, b!)).toBeLessThan(0);
    expect(compareMatches(b!, a!)).toBeGreaterThan(0);
  });

  it('follows the weights: with availability only, the free consultant wins', () => {
    const expert = person({ consultant_id: 'x', name: 'Expert', weekly_load: { '2026-11-23': 40 } });
    const free = person({ consultant_id: 'y', name: 'Free', expertise: [{ ...ADF, rating: 3 }] });
    const weights = { ...DEFAULT_WEIGHTS, skills: 0, utilisation: 0 };
    expect(rankCandidates(request(), [expert, free], weights)[0]!.name).toBe('Free');
  });
});
