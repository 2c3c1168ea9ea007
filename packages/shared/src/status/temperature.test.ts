import { describe, expect, it } from 'vitest';
import { computeTemperature, DEFAULT_TEMPERATURE_THRESHOLDS, type TemperatureFacts } from './temperature.js';

const calm: TemperatureFacts = {
  today: '2026-11-23',
  budget_hours: 1000,
  hours_used: 500,
  progress_percent: 50,
  milestones: [{ name: 'Kick-off', due: '2026-10-01', done: true }],
  open_staffing_gaps: 0,
  allocated_hours: 100,
  logged_hours: 95,
  last_sent_at: '2026-11-20T09:00:00Z',
};

describe('computeTemperature', () => {
  it('is Healthy with nothing to say when every factor is within its limits', () => {
    expect(computeTemperature(calm)).toEqual({ temperature: 'green', score: 0, reasons: [] });
  });

  it('explains burn ahead of progress in words (82 % burnt at 60 % complete is 22 points: watch)', () => {
    const result = computeTemperature({ ...calm, hours_used: 820, progress_percent: 60 });
    expect(result).toEqual({
      temperature: 'yellow',
      score: 1,
      reasons: [{ factor: 'burn', level: 1, text: 'burn 82 % at 60 % complete' }],
    });
  });

  it('names the latest late milestone and counts its days (9 days late: watch; 10: critical)', () => {
    const uat = { name: 'UAT', due: '2026-11-14', done: false };
    expect(computeTemperature({ ...calm, milestones: [uat] }).reasons).toEqual([
      { factor: 'schedule', level: 1, text: "milestone 'UAT' 9 days late" },
    ]);
    const later = computeTemperature({
      ...calm,
      milestones: [uat, { name: 'Go-live', due: '2026-11-13', done: false }],
    });
    expect(later.temperature).toBe('red');
    expect(later.reasons[0]?.text).toBe("milestone 'Go-live' 10 days late");
  });

  it('adds staffing gaps, timesheet variance and staleness; three watches make Critical', () => {
    const result = computeTemperature({
      ...calm,
      open_staffing_gaps: 1,
      logged_hours: 70,
      last_sent_at: '2026-11-13',
    });
    expect(result.reasons.map((reason) => reason.text)).toEqual([
      '1 open staffing request',
      'timesheets 30 % under allocation',
      'last update sent 10 days ago',
    ]);
    expect(result).toMatchObject({ temperature: 'red', score: 3 });
  });

  it('treats an engagement that never sent an update as watch, and skips burn without a budget or plan', () => {
    const result = computeTemperature({ ...calm, last_sent_at: null, budget_hours: null, hours_used: 5000 });
    expect(result).toEqual({
      temperature: 'yellow',
      score: 1,
      reasons: [{ factor: 'staleness', level: 1, text: 'no status update sent yet' }],
    });
  });

  it('follows the thresholds it is given (admin settings)', () => {
    const strict = { ...DEFAULT_TEMPERATURE_THRESHOLDS, variance_watch_percent: 3, variance_critical_percent: 4 };
    expect(computeTemperature(calm, strict).reasons).toEqual([
      { factor: 'timesheets', level: 2, text: 'timesheets 5 % under allocation' },
    ]);
  });

  it('counts a forecast over budget at completion: watch past 0 %, critical past 10 % (defaults)', () => {
    expect(computeTemperature({ ...calm, forecast_over_hours: 0 }).reasons).toEqual([]);
    expect(computeTemperature({ ...calm, forecast_over_hours: 50 }).reasons).toEqual([
      { factor: 'forecast', level: 1, text: 'forecast 50 h (5 %) over budget at completion' },
    ]);
    const far = computeTemperature({ ...calm, forecast_over_hours: 140 });
    expect(far).toMatchObject({ temperature: 'red', score: 2 });
    expect(far.reasons[0]?.text).toBe('forecast 140 h (14 %) over budget at completion');
    const lenient = { ...DEFAULT_TEMPERATURE_THRESHOLDS, forecast_watch_percent: 15, forecast_critical_percent: 30 };
    expect(computeTemperature({ ...calm, forecast_over_hours: 140 }, lenient).reasons).toEqual([]);
    expect(computeTemperature({ ...calm, budget_hours: null, forecast_over_hours: 140 }).reasons).toEqual([]);
  });
});
