import { daysBetween as calendarDaysBetween } from '../dates.js';
import type { Temperature } from '../enums.js';

/** Limits of the computed temperature (admin settings); each factor is "watch" past the first, "critical" past the second. */
export interface TemperatureThresholds {
  /** Burn ahead of progress, in percentage points. */
  burn_watch_points: number;
  burn_critical_points: number;
  /** Days the latest open milestone is late. */
  slip_watch_days: number;
  slip_critical_days: number;
  /** Open staffing requests (gaps) on the engagement. */
  gaps_watch: number;
  gaps_critical: number;
  /** Logged hours away from allocated hours over the last weeks, in percent. */
  variance_watch_percent: number;
  variance_critical_percent: number;
  /** Days since the last sent status update. */
  stale_watch_days: number;
  stale_critical_days: number;
  /** Forecast over budget at completion, in percent of the budget ("more than N %"). */
  forecast_watch_percent: number;
  forecast_critical_percent: number;
}

export const DEFAULT_TEMPERATURE_THRESHOLDS: TemperatureThresholds = {
  burn_watch_points: 10,
  burn_critical_points: 25,
  slip_watch_days: 3,
  slip_critical_days: 10,
  gaps_watch: 1,
  gaps_critical: 3,
  variance_watch_percent: 20,
  variance_critical_percent: 40,
  stale_watch_days: 8,
  stale_critical_days: 15,
  forecast_watch_percent: 0,
  forecast_critical_percent: 10,
};

export interface TemperatureFacts {
  /** ISO date the score is computed for. */
  today: string;
  budget_hours: number | null;
  hours_used: number;
  /** Plan completion in percent (0–100); null without a plan. */
  progress_percent: number | null;
  milestones: { name: string; due: string; done: boolean }[];
  open_staffing_gaps: number;
  allocated_hours: number;
  logged_hours: number;
  /** ISO date (or timestamp) of the last sent update; null when none was ever sent. */
  last_sent_at: string | null;
  /** Hours the forecast ends over the budget at the current schedule (0 within); null without a forecast. */
  forecast_over_hours?: number | null;
}

export type TemperatureFactor = 'burn' | 'schedule' | 'staffing' | 'timesheets' | 'staleness' | 'forecast';
export interface TemperatureReason {
  factor: TemperatureFactor;
  /** 1 = watch, 2 = critical. */
  level: 1 | 2;
  text: string;
}
export interface ComputedTemperature {
  temperature: Temperature;
  /** Sum of the factors' levels (0 = nothing to say). */
  score: number;
  reasons: TemperatureReason[];
}

/** Calendar days between the dates of two timestamps or dates (their first ten characters). */
const daysBetween = (from: string, to: string) => calendarDaysBetween(from.slice(0, 10), to.slice(0, 10));
const levelOf = (value: number, watch: number, critical: number): 0 | 1 | 2 =>
  value >= critical ? 2 : value >= watch ? 1 : 0;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function burn(facts: TemperatureFacts, limits: TemperatureThresholds): TemperatureReason | null {
  if (!facts.budget_hours || facts.progress_percent === null) return null;
  const burnPercent = Math.round((facts.hours_used / facts.budget_hours) * 100);
  const progress = Math.round(facts.progress_percent);
  const level = levelOf(burnPercent - progress, limits.burn_watch_points, limits.burn_critical_points);
  return level ? { factor: 'burn', level, text: `burn ${burnPercent} % at ${progress} % complete` } : null;
}

function schedule(facts: TemperatureFacts, limits: TemperatureThresholds): TemperatureReason | null {
  const late = facts.milestones
    .filter((milestone) => !milestone.done && milestone.due < facts.today.slice(0, 10))
    .map((milestone) => ({ name: milestone.name, days: daysBetween(milestone.due, facts.today) }))
    .sort((a, b) => b.days - a.days)[0];
  if (!late) return null;
  const level = levelOf(late.days, limits.slip_watch_days, limits.slip_critical_days);
  return level
    ? { factor: 'schedule', level, text: `milestone '${late.name}' ${plural(late.days, 'day')} late` }
    : null;
}

function staffing(facts: TemperatureFacts, limits: TemperatureThresholds): TemperatureReason | null {
  const level = levelOf(facts.open_staffing_gaps, limits.gaps_watch, limits.gaps_critical);
  return level
    ? { factor: 'staffing', level, text: `${plural(facts.open_staffing_gaps, 'open staffing request')}` }
    : null;
}

function timesheets(facts: TemperatureFacts, limits: TemperatureThresholds): TemperatureReason | null {
  if (facts.allocated_hours <= 0) return null;
  const variance = Math.round(((facts.logged_hours - facts.allocated_hours) / facts.allocated_hours) * 100);
  const level = levelOf(Math.abs(variance), limits.variance_watch_percent, limits.variance_critical_percent);
  if (!level) return null;
  const direction = variance < 0 ? 'under' : 'over';
  return { factor: 'timesheets', level, text: `timesheets ${Math.abs(variance)} % ${direction} allocation` };
}

function staleness(facts: TemperatureFacts, limits: TemperatureThresholds): TemperatureReason | null {
  if (!facts.last_sent_at) return { factor: 'staleness', level: 1, text: 'no status update sent yet' };
  const days = daysBetween(facts.last_sent_at, facts.today);
  const level = levelOf(days, limits.stale_watch_days, limits.stale_critical_days);
  return level ? { factor: 'staleness', level, text: `last update sent ${plural(days, 'day')} ago` } : null;
}

/** Over budget at completion by more than the limit, in percent of the budget (strictly: 0 % means any overrun). */
function forecast(facts: TemperatureFacts, limits: TemperatureThresholds): TemperatureReason | null {
  const over = facts.forecast_over_hours ?? 0;
  if (!facts.budget_hours || over <= 0) return null;
  const percent = (over / facts.budget_hours) * 100;
  const level = percent > limits.forecast_critical_percent ? 2 : percent > limits.forecast_watch_percent ? 1 : 0;
  const hours = Math.round(over).toLocaleString('en-US');
  return level
    ? { factor: 'forecast', level, text: `forecast ${hours} h (${Math.round(percent)} %) over budget at completion` }
    : null;
}

/**
 * The computed temperature of an engagement (docs/product.md §11.9): each factor adds 1 (watch) or 2 (critical).
 * Critical when any factor is critical or the levels add up to 3 or more; Watch from 1; Healthy at 0.
 */
export function computeTemperature(
  facts: TemperatureFacts,
  limits: TemperatureThresholds = DEFAULT_TEMPERATURE_THRESHOLDS,
): ComputedTemperature {
  const reasons = [burn, schedule, staffing, timesheets, staleness, forecast]
    .map((factor) => factor(facts, limits))
    .filter((reason): reason is TemperatureReason => reason !== null);
  const score = reasons.reduce((sum, reason) => sum + reason.level, 0);
  const critical = reasons.some((reason) => reason.level === 2) || score >= 3;
  return { temperature: critical ? 'red' : score > 0 ? 'yellow' : 'green', score, reasons };
}
