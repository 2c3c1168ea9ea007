import { weekStartOf, type StatusUpdatePrefill, addDays as addIsoDays } from '@praxis/shared';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { healthFacts, type HealthRow } from './health.queries.js';
import { currentThresholds } from './thresholds.service.js';
import { forecastOverHours, toHealth } from './health.service.js';
import * as queries from './status-updates.queries.js';
import { scopeConsultant, todayIso } from './scope.js';
import { getUpdate } from './status-updates.service.js';

type Milestone = { name: string; due: string; done: boolean };
const milestonesOf = (row: HealthRow): Milestone[] =>
  typeof row.milestones === 'string' ? JSON.parse(row.milestones) : row.milestones;
const bullets = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');
const round = (value: number) => Math.round(value * 10) / 10;

/** The words the form starts from: hours burnt vs plan, milestones hit, missed and coming, staffing gaps. */
export function prefillTexts(row: HealthRow, today: string) {
  const weekAgo = addIsoDays(today, -7);
  const fortnight = addIsoDays(today, 14);
  const milestones = milestonesOf(row);
  const hit = milestones.filter((m) => m.done && m.due >= weekAgo && m.due <= today);
  const missed = milestones.filter((m) => !m.done && m.due < today);
  const coming = milestones.filter((m) => !m.done && m.due >= today && m.due <= fortnight);
  const budget = row.budget_hours === null ? null : Number(row.budget_hours);
  const used = round(Number(row.hours_used));
  const burn = budget ? `${used} of ${budget} budgeted hours burnt (${Math.round((used / budget) * 100)} %)` : null;
  const progress = row.progress_percent === null ? null : `plan ${Math.round(Number(row.progress_percent))} % complete`;
  const summary = [
    [burn ?? `${used} hours burnt`, progress].filter(Boolean).join(', ') + '.',
    missed.length ? `Missed: ${missed.map((m) => `'${m.name}' (due ${m.due})`).join(', ')}.` : '',
    Number(row.open_gaps) ? `Staffing: ${row.open_gaps} open request(s) waiting for people.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    summary,
    accomplishments: bullets([
      ...hit.map((m) => `Milestone '${m.name}' reached`),
      `${round(Number(row.logged_hours))} hours logged over the last four weeks`,
    ]),
    next_steps: bullets(coming.map((m) => `Milestone '${m.name}' due ${m.due}`)),
  };
}

export async function prefill(
  db: Db,
  { principal, engagementId }: { principal: Principal; engagementId: string },
): Promise<StatusUpdatePrefill> {
  const consultantId = scopeConsultant(principal);
  const engagement = await queries.findVisibleEngagement(db, engagementId, consultantId);
  if (!engagement) throw AppError.notFound('Engagement');
  const today = todayIso();
  const [row] = await healthFacts(db, { today, consultantId, engagementId, activeOnly: false });
  if (!row) throw AppError.notFound('Engagement');
  const over = await forecastOverHours(db, [engagementId]);
  const health = toHealth(row, today, (await currentThresholds(db)).thresholds, over.get(engagementId) ?? null);
  const week = weekStartOf(today);
  const [team, contacts, last, existing] = await Promise.all([
    queries.teamOf(db, engagementId),
    queries.contactsOf(db, engagement.clientId),
    queries.lastSent(db, engagementId),
    queries.findWeekUpdate(db, engagementId, week),
  ]);
  const openRisks = (last?.risks ?? []).filter((risk) => !risk.resolved);
  const names = new Map(team.map((member) => [member.id, member.name]));
  return {
    health,
    week_start: week,
    overall_status: health.computed_temperature,
    ...prefillTexts(row, today),
    risks: openRisks.map((risk) => ({
      ...risk,
      owner_name: risk.owner_id ? (names.get(risk.owner_id) ?? null) : null,
    })),
    team: team.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    contacts: contacts.sort((a, b) => a.name.localeCompare(b.name)),
    existing: existing ? await getUpdate(db, { principal, id: existing.id }) : null,
  };
}
