import type { TimesheetBulkDecision, TimesheetBulkResult, TimesheetWeek } from '@praxis/shared';
import { addDays, validateWeek } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { versionBumpSql } from '../../lib/versioned-update.js';
import { assertVersion } from '../../lib/versioning.js';
import { accessToWeek } from './access.js';
import { notifyDecision, notifySubmitted } from './notices.js';
import * as queries from './timesheets.queries.js';
import { anomaliesOf, loadWeekContext, toWeek } from './week-model.js';
import { assertEditable, ownerOf } from './week.service.js';
import { emitWebhookEvent } from '../webhooks/emit.js';

async function personOf(db: DbOrTx, consultantId: string) {
  const person = await queries.consultantOf(db, consultantId);
  if (!person) throw AppError.notFound('Timesheet');
  return person;
}

/** A week by id, for its owner or an approver who may see it; anyone else gets a 404. */
export async function getWeek(db: Db, principal: Principal, id: string): Promise<TimesheetWeek> {
  const week = await queries.findWeekById(db, id);
  if (!week) throw AppError.notFound('Timesheet');
  const access = await accessToWeek(db, principal, week);
  if (!access.visible) throw AppError.notFound('Timesheet');
  const person = await personOf(db, week.consultant_id);
  const context = await loadWeekContext(db, person, week.week_start, week);
  const editable = week.status === 'draft' || week.status === 'rejected';
  const anomalies = editable ? await anomaliesOf(db, context) : (week.anomalies as TimesheetWeek['anomalies']);
  return toWeek(context, {
    anomalies,
    canEdit: access.isOwner && editable,
    canDecide: access.canDecide && (week.status === 'submitted' || week.status === 'approved'),
  });
}

const totalOf = (lines: { entries: { hours: number }[] }[]) =>
  lines.reduce((sum, line) => sum + line.entries.reduce((s, e) => s + e.hours, 0), 0);

export async function submitWeek(
  db: Db,
  actor: Actor,
  principal: Principal,
  weekStart: string,
  expectedVersion: number | undefined,
): Promise<TimesheetWeek> {
  const owner = ownerOf(principal);
  await db.transaction(async (tx) => {
    const week = await queries.findWeek(tx, owner.id, weekStart, true);
    if (!week) throw AppError.validation('Enter at least one hour before submitting the week.');
    assertEditable(week);
    assertVersion(week.version, expectedVersion);
    const context = await loadWeekContext(tx, owner, weekStart, week);
    const total = totalOf(context.lines);
    if (total <= 0) throw AppError.validation('Enter at least one hour before submitting the week.');
    const problems = validateWeek(context.ruleLines);
    if (problems.length) {
      throw AppError.validation(
        problems.length === 1
          ? (problems[0]?.message ?? '')
          : `${problems.length} problems: ${problems.map((p) => p.message).join(' ')}`,
        Object.fromEntries(problems.map((p) => [p.field, p.message])),
      );
    }
    const anomalies = await anomaliesOf(tx, context);
    await tx.execute(
      sql`update timesheet_weeks set status = 'submitted', submitted_at = now(), rejection_reason = null,
            decided_at = null, decided_by_user_id = null, anomalies = ${JSON.stringify(anomalies)}::jsonb,
            anomaly_codes = ${`{${[...new Set(anomalies.map((a) => a.code))].join(',')}}`}::text[],
            ${versionBumpSql()}
          where id = ${week.id}`,
    );
    await audit(tx, actor, {
      entity: 'timesheet_weeks',
      entityId: week.id,
      action: 'update',
      before: { status: week.status, rejection_reason: week.rejection_reason },
      after: { status: 'submitted', anomalies: anomalies.map((a) => a.code) },
    });
    await notifySubmitted(tx, actor, week, await personOf(tx, owner.id), total);
    await emitWebhookEvent(tx, 'timesheet.submitted', { id: week.id, week_start: weekStart, hours: total });
  });
  const updated = await queries.findWeek(db, owner.id, weekStart);
  if (!updated) throw AppError.notFound('Timesheet');
  return getWeek(db, principal, updated.id);
}

/**
 * Approved hours feed the assignment's hours_used (sign +1), a rejection of an approved week takes them back
 * (sign −1), in the deciding transaction. Each engagement's hours go to the consultant's assignment covering the
 * week (else their latest one on that engagement); time without any assignment feeds nothing.
 */
export async function applyHoursUsed(
  tx: DbOrTx,
  actor: Actor,
  week: Pick<queries.WeekRow, 'id' | 'consultant_id' | 'week_start'>,
  sign: 1 | -1,
) {
  const changed = await rowsOf<{ id: string; before: number; after: number }>(
    tx,
    sql`with sums as (
          select l.engagement_id, sum(e.hours) as hours from timesheet_lines l
          join timesheet_entries e on e.line_id = l.id
          where l.week_id = ${week.id} and l.engagement_id is not null group by l.engagement_id),
        targets as (
          select s.hours, (select x.id from engagement_consultants x
             where x.engagement_id = s.engagement_id and x.consultant_id = ${week.consultant_id}
             order by (coalesce(x.start_date, '-infinity'::date) <= ${addDays(week.week_start, 6)}::date
                       and coalesce(x.end_date, 'infinity'::date) >= ${week.week_start}::date) desc,
                      x.start_date desc nulls last, x.id
             limit 1) as assignment_id
          from sums s),
        old as (select ec.id, ec.hours_used from engagement_consultants ec join targets t on t.assignment_id = ec.id)
        update engagement_consultants ec
        set hours_used = greatest(0, ec.hours_used + ${sign} * t.hours), updated_at = now()
        from targets t, old o
        where ec.id = t.assignment_id and o.id = ec.id and t.hours > 0
        returning ec.id, o.hours_used::float8 as before, ec.hours_used::float8 as after`,
  );
  for (const row of changed) {
    await audit(tx, actor, {
      entity: 'engagement_consultants',
      entityId: row.id,
      action: 'update',
      before: { hours_used: row.before },
      after: { hours_used: row.after, timesheet_week_id: week.id },
    });
  }
}

/** One week's decision: approve or reject (with its reason), against the version the decider saw. */
interface WeekDecision {
  id: string;
  decision: 'approve' | 'reject';
  reason: string | null;
  expectedVersion: number | undefined;
}

async function decideInTx(
  tx: DbOrTx,
  actor: Actor,
  principal: Principal,
  { id, decision, reason, expectedVersion }: WeekDecision,
) {
  const week = await queries.findWeekById(tx, id, true);
  if (!week) throw AppError.notFound('Timesheet');
  const access = await accessToWeek(tx, principal, week);
  if (!access.visible) throw AppError.notFound('Timesheet');
  if (!access.canDecide) throw AppError.forbidden(access.reason ?? undefined);
  const allowed = decision === 'approve' ? ['submitted'] : ['submitted', 'approved'];
  if (!allowed.includes(week.status)) {
    throw AppError.conflict(
      decision === 'approve'
        ? `Only a submitted week can be approved; this one is ${week.status}.`
        : `Only a submitted or approved week can be rejected; this one is ${week.status}.`,
      { status: week.status },
    );
  }
  assertVersion(week.version, expectedVersion);
  if (decision === 'approve') await applyHoursUsed(tx, actor, week, 1);
  else if (week.status === 'approved') await applyHoursUsed(tx, actor, week, -1);
  const status: 'approved' | 'rejected' = decision === 'approve' ? 'approved' : 'rejected';
  const [updated] = await rowsOf<{ version: number }>(
    tx,
    sql`update timesheet_weeks set status = ${status}, rejection_reason = ${decision === 'reject' ? reason : null},
          decided_at = now(), decided_by_user_id = ${principal.userId}, ${versionBumpSql()}
        where id = ${id} returning version`,
  );
  await audit(tx, actor, {
    entity: 'timesheet_weeks',
    entityId: id,
    action: 'update',
    before: { status: week.status },
    after: { status, rejection_reason: reason },
  });
  const owner = await queries.consultantOf(tx, week.consultant_id);
  await notifyDecision(tx, actor, week, owner?.user_id ?? null, status, reason);
  await emitWebhookEvent(tx, `timesheet.${status}`, { id, week_start: week.week_start, to: status });
  return { status, version: updated?.version ?? week.version + 1 };
}

export async function decide(
  db: Db,
  actor: Actor,
  principal: Principal,
  id: string,
  decision: 'approve' | 'reject',
  reason: string | null,
  expectedVersion: number | undefined,
): Promise<TimesheetWeek> {
  await db.transaction((tx) => decideInTx(tx, actor, principal, { id, decision, reason, expectedVersion }));
  return getWeek(db, principal, id);
}

/**
 * Several weeks at once. Each week is decided in its own transaction: all of it (status, hours_used, audit,
 * notice) or nothing of it; a week that fails is reported and the others go on.
 */
export async function decideMany(
  db: Db,
  actor: Actor,
  principal: Principal,
  input: TimesheetBulkDecision,
): Promise<TimesheetBulkResult> {
  const results: TimesheetBulkResult['results'] = [];
  for (const { id, version } of input.weeks) {
    try {
      const done = await db.transaction((tx) =>
        decideInTx(tx, actor, principal, {
          id,
          decision: input.decision,
          reason: input.reason ?? null,
          expectedVersion: version,
        }),
      );
      results.push({ id, ok: true, status: done.status, version: done.version, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, status: null, version: null, message: error.message });
    }
  }
  return { results };
}
