import {
  type Assignment,
  type AssignmentCheck,
  type AssignmentCreate,
  type AssignmentResult,
  type AssignmentUpdate,
  type CapacityWarning,
  engagementPath,
} from '@praxis/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { engagementConsultants } from '../../db/schema/engagements.js';
import { AppError } from '../../lib/app-error.js';
import { auditedCreate, type Actor } from '../../lib/audit.js';
import {
  addDays,
  daysInclusive,
  formatDay,
  isOverCapacity,
  WEEKLY_CAPACITY_HOURS,
  weeklyHoursOf,
} from '@praxis/shared/dates';
import { deleteVersioned, updateVersioned } from '../../lib/versioned-update.js';
import { notify } from '../notifications/notifications.service.js';
import * as engagementQueries from './engagements.queries.js';
import * as queries from './team.queries.js';

/** Capacity checks look at most this far; longer assignments are checked over their first two years. */
const MAX_CHECK_DAYS = 730;

const toAssignment = (row: queries.AssignmentRow): Assignment => ({
  id: row.id,
  engagement_id: row.engagementId,
  consultant_id: row.consultantId,
  consultant: {
    id: row.consultantId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    photo_url: row.photoUrl,
    job_title: row.jobTitle,
  },
  engagement_role_id: row.engagementRoleId,
  engagement_role: row.roleTitle,
  start_date: row.startDate,
  end_date: row.endDate,
  hours_allocated: row.hoursAllocated === null ? null : Number(row.hoursAllocated),
  hours_used: Number(row.hoursUsed),
  version: row.version,
});

export async function listTeam(db: Db, { engagementId }: { engagementId: string }): Promise<Assignment[]> {
  if (!(await engagementQueries.findEngagement(db, engagementId))) throw AppError.notFound('Engagement');
  return (await queries.listTeam(db, engagementId)).map(toAssignment);
}

const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

/**
 * Warns (never blocks) when the consultant's weekly load — this assignment spread evenly over its weeks plus
 * their other open assignments in the same weeks — exceeds the assumed 40 h week.
 */
export async function capacityWarnings(
  db: DbOrTx,
  input: { consultantId: string; startDate: string; endDate: string; hoursAllocated: number; excludeId: string | null },
): Promise<CapacityWarning[]> {
  const range = { start: input.startDate, end: input.endDate };
  const rate = weeklyHoursOf(input.hoursAllocated, range);
  const to = daysInclusive(range) > MAX_CHECK_DAYS ? addDays(input.startDate, MAX_CHECK_DAYS) : input.endDate;
  const weeks = await queries.weeklyLoad(db, {
    consultantId: input.consultantId,
    from: input.startDate,
    to,
    excludeAssignmentId: input.excludeId,
  });
  const over = weeks
    .map((week) => ({ ...week, total: Number(week.hours) + rate }))
    .filter((week) => isOverCapacity(week.total));
  const first = over[0];
  if (!first) return [];
  const person = await queries.consultantName(db, input.consultantId);
  const name = person ? `${person.firstName} ${person.lastName}`.trim() : 'This consultant';
  const peak = Math.max(...over.map((week) => week.total));
  const weeksText = over.length === 1 ? '1 week' : `${over.length} weeks`;
  return [
    {
      consultant_id: input.consultantId,
      peak_hours_per_week: Math.round(peak * 10) / 10,
      capacity_hours_per_week: WEEKLY_CAPACITY_HOURS,
      weeks_over: over.length,
      first_week: first.week,
      message:
        `${name} would be allocated up to ${oneDecimal(peak)} h a week, over the ${WEEKLY_CAPACITY_HOURS} h capacity ` +
        `for ${weeksText}, starting the week of ${formatDay(first.week)}.`,
    },
  ];
}

/** Dates within the engagement's; the role must exist; the consultant must exist and be active. */
async function assertAssignable(
  tx: DbOrTx,
  engagement: { startDate: string | null; endDate: string | null },
  input: { consultantId?: string; roleId?: string | null; startDate: string; endDate: string },
) {
  const fields: Record<string, string> = {};
  if (input.consultantId) {
    const person = await queries.consultantName(tx, input.consultantId);
    if (!person || !person.isActive) fields.consultant_id = 'Unknown consultant.';
  }
  if (input.roleId && !(await queries.roleExists(tx, input.roleId))) fields.engagement_role_id = 'Unknown role.';
  if (input.endDate < input.startDate) fields.end_date = 'The end date cannot be before the start date.';
  if (engagement.startDate && input.startDate < engagement.startDate) {
    fields.start_date = `The assignment cannot start before the engagement (${formatDay(engagement.startDate)}).`;
  }
  if (engagement.endDate && input.endDate > engagement.endDate) {
    fields.end_date = `The assignment cannot end after the engagement (${formatDay(engagement.endDate)}).`;
  }
  const names = Object.keys(fields);
  if (names.length) {
    const message = names.length === 1 ? (Object.values(fields)[0] ?? '') : `Invalid fields: ${names.join(', ')}.`;
    throw AppError.validation(message, fields);
  }
}

export async function checkAssignment(
  db: Db,
  { engagementId, input }: { engagementId: string; input: AssignmentCheck },
) {
  const engagement = await engagementQueries.findEngagement(db, engagementId);
  if (!engagement) throw AppError.notFound('Engagement');
  await assertAssignable(db, engagement, {
    consultantId: input.consultant_id,
    startDate: input.start_date,
    endDate: input.end_date,
  });
  return {
    warnings: await capacityWarnings(db, {
      consultantId: input.consultant_id,
      startDate: input.start_date,
      endDate: input.end_date,
      hoursAllocated: input.hours_allocated,
      excludeId: input.assignment_id ?? null,
    }),
  };
}

export async function addAssignment(
  db: Db,
  { actor, engagementId, input }: { actor: Actor; engagementId: string; input: AssignmentCreate },
): Promise<AssignmentResult> {
  return db.transaction((tx) =>
    createAssignment(tx, {
      actor,
      assignment: {
        engagementId,
        consultantId: input.consultant_id,
        roleId: input.engagement_role_id ?? null,
        startDate: input.start_date,
        endDate: input.end_date,
        hoursAllocated: input.hours_allocated,
      },
      capacity: { overCapacity: 'warn' },
    }),
  );
}

/** A new assignment: who, on which engagement and role, over which dates, with how many hours in all. */
export interface NewAssignment {
  engagementId: string;
  consultantId: string;
  roleId: string | null;
  startDate: string;
  endDate: string;
  hoursAllocated: number;
}

/**
 * What a new assignment does when it would take its consultant over capacity. The team dialog books and warns
 * (`warn`: the answer carries the warnings). Staffing books over capacity only with a reason (`refuse`: its
 * `check` runs after the record's own rules and before the insert, and throws the 409 when there is no reason).
 */
export type CapacityPolicy =
  { overCapacity: 'warn' } | { overCapacity: 'refuse'; check: (tx: DbOrTx) => Promise<void> };

/**
 * The one way an assignment is made (the team dialog and an accepted staffing proposal alike), inside the caller's
 * transaction: the engagement locked (404), the record's rules (422), the capacity policy, the insert, one audit row
 * with the record as the API shows it, and the one notice to the consultant.
 */
export async function createAssignment(
  tx: DbOrTx,
  options: { actor: Actor; assignment: NewAssignment; capacity: CapacityPolicy },
): Promise<AssignmentResult> {
  const { actor, assignment: input, capacity } = options;
  const engagement = await engagementQueries.lockEngagement(tx, input.engagementId);
  if (!engagement) throw AppError.notFound('Engagement');
  await assertAssignable(tx, engagement, input);
  let warnings: CapacityWarning[] = [];
  if (capacity.overCapacity === 'warn') warnings = await capacityWarnings(tx, { ...input, excludeId: null });
  else await capacity.check(tx);
  const inserted = tx
    .insert(engagementConsultants)
    .values({
      engagementId: input.engagementId,
      consultantId: input.consultantId,
      engagementRoleId: input.roleId,
      startDate: input.startDate,
      endDate: input.endDate,
      hoursAllocated: input.hoursAllocated,
    })
    .returning({ id: engagementConsultants.id });
  const assignment = await auditedCreate(tx, actor, ASSIGNMENT.entity, inserted, async (row) => {
    const created = await queries.findAssignment(tx, row.id);
    if (!created) throw new Error('assignment vanished');
    return toAssignment(created);
  });
  await notifyAdded(tx, actor, engagement, input.consultantId);
  return { assignment, warnings };
}

const COLUMN_OF = {
  engagement_role_id: 'engagementRoleId',
  start_date: 'startDate',
  end_date: 'endDate',
  hours_allocated: 'hoursAllocated',
} as const satisfies Record<keyof AssignmentUpdate, keyof typeof engagementConsultants.$inferInsert>;

/** An assignment as versioned writes and audit rows name it. */
const ASSIGNMENT = { table: engagementConsultants, entity: 'engagement_consultants', label: 'Assignment' };

/** The assignment, locked, if it is on this engagement's team (another team's is absent: 404). */
async function lockInTeam(tx: DbOrTx, engagementId: string, id: string) {
  const current = await queries.lockAssignment(tx, id);
  return current?.engagementId === engagementId ? current : undefined;
}

interface AssignmentWrite {
  actor: Actor;
  engagementId: string;
  id: string;
  expectedVersion: number | undefined;
}

/** The consultant added to a team hears about it (not when they added themselves), naming who did it. */
async function notifyAdded(
  tx: DbOrTx,
  actor: Actor,
  engagement: { id: string; name: string; type: string },
  consultantId: string,
) {
  const recipient = await queries.accountOf(tx, consultantId);
  if (!recipient || recipient === actor.userId) return;
  const by = await queries.actorNameOf(tx, actor.userId);
  await notify(tx, actor, {
    recipientUserId: recipient,
    type: 'engagement_team',
    title: `You were added to an engagement: ${engagement.name}`,
    body: `${by} added you to the team of ${engagement.name}.`,
    link: engagementPath(engagement.type, engagement.id, 'team'),
  });
}

export async function updateAssignment(
  db: Db,
  options: AssignmentWrite & { patch: AssignmentUpdate },
): Promise<AssignmentResult> {
  const { engagementId, id, patch } = options;
  let warnings: CapacityWarning[] = [];
  return updateVersioned(db, {
    ...options,
    ...ASSIGNMENT,
    columns: COLUMN_OF,
    lock: (tx) => lockInTeam(tx, engagementId, id),
    check: async (current, tx) => {
      const engagement = await engagementQueries.lockEngagement(tx, engagementId);
      if (!engagement) throw AppError.notFound('Engagement');
      const startDate = patch.start_date ?? current.startDate ?? engagement.startDate;
      const endDate = patch.end_date ?? current.endDate ?? engagement.endDate;
      if (startDate && endDate) {
        await assertAssignable(tx, engagement, { roleId: patch.engagement_role_id ?? null, startDate, endDate });
      }
      const hoursAllocated = patch.hours_allocated ?? current.hoursAllocated;
      warnings =
        startDate && endDate && hoursAllocated !== null
          ? await capacityWarnings(tx, {
              consultantId: current.consultantId,
              startDate,
              endDate,
              hoursAllocated: Number(hoursAllocated),
              excludeId: id,
            })
          : [];
    },
    read: async (tx) => {
      const updated = await queries.findAssignment(tx, id);
      if (!updated) throw AppError.notFound('Assignment');
      return { assignment: toAssignment(updated), warnings };
    },
  });
}

export async function deleteAssignment(db: Db, options: AssignmentWrite) {
  const { engagementId, id } = options;
  await deleteVersioned(db, {
    ...options,
    ...ASSIGNMENT,
    lock: (tx) => lockInTeam(tx, engagementId, id),
    check: (current) => {
      if (Number(current.hoursUsed) > 0) {
        throw AppError.conflict('Hours have been booked on this assignment. End it instead of removing it.');
      }
    },
  });
}
