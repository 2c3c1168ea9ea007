import { describe, expect, it } from 'vitest';
import { detectAnomalies, validateWeek, type RuleInput, type RuleLine } from './anomalies.js';

const WEEK = '2026-11-23';
const APOLLO = '11111111-1111-4111-8111-111111111111';
const BETA = '22222222-2222-4222-8222-222222222222';

const line = (overrides: Partial<RuleLine> = {}): RuleLine => ({
  engagementId: APOLLO,
  engagementName: 'Apollo',
  category: 'engagement',
  billable: true,
  notesRequired: false,
  plannedHours: 40,
  assigned: true,
  engagementEndDate: null,
  entries: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map((date) => ({
    date,
    hours: 8,
    note: 'work',
  })),
  ...overrides,
});
const input = (lines: RuleLine[], overrides: Partial<RuleInput> = {}): RuleInput => ({
  weekStart: WEEK,
  thresholdPct: 25,
  holidays: new Map(),
  lines,
  previous: null,
  ...overrides,
});
const codes = (value: RuleInput) => detectAnomalies(value).map((a) => a.code);

describe('anomaly rules', () => {
  it('finds nothing in an ordinary week on plan', () => {
    expect(detectAnomalies(input([line()]))).toEqual([]);
  });

  it('flags hours far above or below the allocation, with the threshold configurable', () => {
    const over = detectAnomalies(input([line({ plannedHours: 16 })]));
    expect(over).toEqual([
      {
        code: 'over_allocation',
        message: '40.0 h on Apollo, 150 % above the 16.0 h planned.',
        engagement_id: APOLLO,
        date: null,
      },
    ]);
    const under = detectAnomalies(input([line({ plannedHours: 80 })]));
    expect(under[0]?.message).toBe('40.0 h on Apollo, 50 % below the 80.0 h planned.');
    expect(codes(input([line({ plannedHours: 32 })]))).toEqual([]); // +25 % exactly is within ±25 %
    expect(codes(input([line({ plannedHours: 32 })], { thresholdPct: 10 }))).toEqual(['over_allocation']);
  });

  it('flags time on an engagement the person is not assigned to that week', () => {
    const found = detectAnomalies(input([line({ assigned: false, plannedHours: null })]));
    expect(found).toEqual([
      {
        code: 'not_assigned',
        message: '40.0 h on Apollo without an assignment to it this week.',
        engagement_id: APOLLO,
        date: null,
      },
    ]);
  });

  it('flags a week identical to the previous one, not one that differs by an hour', () => {
    const previous = [
      {
        engagementId: APOLLO,
        category: 'engagement' as const,
        entries: line().entries.map((e) => ({
          ...e,
          date: e.date.replace(/-(2\d)$/, (_, d: string) => `-${Number(d) - 7}`),
        })),
      },
    ];
    expect(previous[0]!.entries[0]!.date).toBe('2026-11-16');
    expect(codes(input([line()], { previous }))).toEqual(['same_as_last_week']);
    const changed = line();
    changed.entries[0]!.hours = 7;
    expect(codes(input([changed], { previous }))).toEqual([]);
  });

  it('flags weekend and public-holiday hours and days over 12 h, naming the day', () => {
    const found = detectAnomalies(
      input(
        [
          line({
            plannedHours: null,
            entries: [
              { date: '2026-11-26', hours: 8, note: null },
              { date: '2026-11-24', hours: 13, note: null },
              { date: '2026-11-28', hours: 3, note: null },
            ],
          }),
        ],
        { holidays: new Map([['2026-11-26', 'Thanksgiving']]) },
      ),
    );
    expect(found.map((a) => a.message)).toEqual([
      '13.0 h on Tue 24 Nov, over 12 h in one day.',
      '8.0 h on Thanksgiving (Thu 26 Nov), a public holiday.',
      '3.0 h on Sat 28 Nov, a weekend day.',
    ]);
    expect(found.map((a) => a.code)).toEqual(['long_day', 'holiday', 'weekend']);
  });

  it('flags billable hours without a note where the engagement requires notes, and time after its end', () => {
    const found = detectAnomalies(
      input([
        line({
          notesRequired: true,
          plannedHours: null,
          engagementEndDate: '2026-11-24',
          entries: [
            { date: '2026-11-24', hours: 4, note: '  ' },
            { date: '2026-11-25', hours: 2, note: 'wrap-up' },
          ],
        }),
        line({ engagementId: BETA, engagementName: 'Beta', notesRequired: true, billable: false, plannedHours: null }),
      ]),
    );
    expect(found.map((a) => a.code)).toEqual(['missing_note', 'after_engagement_end']);
    expect(found[0]?.message).toBe(
      'Billable hours on Apollo on Tue 24 Nov have no note; this engagement requires one.',
    );
    expect(found[1]?.message).toBe('2.0 h on Apollo on Wed 25 Nov, after the engagement ended (24 Nov 2026).');
  });
});

describe('submission validation', () => {
  it('refuses a day over 24 h and missing required notes, and accepts an ordinary week', () => {
    expect(validateWeek([line()])).toEqual([]);
    const problems = validateWeek([
      line({ entries: [{ date: '2026-11-24', hours: 16, note: 'x' }] }),
      line({
        engagementId: BETA,
        engagementName: 'Beta',
        notesRequired: true,
        entries: [{ date: '2026-11-24', hours: 9, note: null }],
      }),
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'Beta requires a note for the hours on Tue 24 Nov.',
      '25.0 h on Tue 24 Nov: a day has at most 24 h.',
    ]);
  });
});
