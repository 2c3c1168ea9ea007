import { assignmentUpdateSchema, type ImportError } from '@praxis/shared';
import { isIsoDate, totalHoursOf } from '@praxis/shared/dates';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { createAssignment, updateAssignment } from '../engagements/team.service.js';
import { parseNumber } from './consultants.cells.js';
import { peopleAndEngagements, personAndEngagement, type EngagementRef } from './import-lookups.js';
import { didYouMean } from './imports.catalogue.js';
import { cellError, differs, failed, given, type KindImporter, type RowPlan } from './imports.kinds.js';
import type { ParsedRow } from './imports.parse.js';

interface StoredAssignment extends Record<string, unknown> {
  id: string;
  key: string;
  start_date: string | null;
  end_date: string | null;
  hours_allocated: number | null;
}

const keyOf = (row: ParsedRow) =>
  ['email', 'client', 'engagement', 'engagement_role'].map((c) => (given(row, c) ?? '').toLowerCase()).join(' / ');

/** Hours as the assignment stores them (two decimals). */
const cents = (hours: number) => Math.round(hours * 100) / 100;

function dateOf(row: ParsedRow, column: string, errors: ImportError[]) {
  const value = given(row, column);
  if (!value) errors.push(cellError(row, column, `${column} is required.`));
  else if (!isIsoDate(value)) errors.push(cellError(row, column, `'${value}' is not a date (yyyy-MM-dd).`));
  else return value;
  return undefined;
}

/** The hours in all: `hours_allocated` as the team export writes it, else `hours_per_week` over the dates. */
function totalOf(row: ParsedRow, range: { start: string; end: string } | undefined, errors: ImportError[]) {
  for (const column of ['hours_allocated', 'hours_per_week'] as const) {
    const cell = given(row, column);
    if (cell === undefined) continue;
    const value = parseNumber(cell);
    if (value === null || value < 0 || (column === 'hours_per_week' && value > 168)) {
      errors.push(cellError(row, column, `'${cell}' is not a number of hours.`));
      return undefined;
    }
    if (column === 'hours_allocated') return value;
    return range ? cents(totalHoursOf(value, range)) : undefined;
  }
  errors.push(cellError(row, 'hours_per_week', 'hours_per_week is required.'));
  return undefined;
}

function withinEngagement(
  row: ParsedRow,
  engagement: EngagementRef,
  start: string,
  end: string,
  errors: ImportError[],
) {
  if (end < start) errors.push(cellError(row, 'end_date', 'The end date cannot be before the start date.'));
  if (engagement.start_date && start < engagement.start_date) {
    errors.push(cellError(row, 'start_date', `before the engagement starts (${engagement.start_date}).`));
  }
  if (engagement.end_date && end > engagement.end_date) {
    errors.push(cellError(row, 'end_date', `after the engagement ends (${engagement.end_date}).`));
  }
}

/**
 * Assignments by consultant e-mail × client + engagement × role (empty: team member). New ones and changes go
 * through the engagements module's own assignment writes (its rules, its audit and its notice to the consultant).
 */
export const assignmentsImporter: KindImporter = async (db, { actor }) => {
  const lookups = await peopleAndEngagements(db);
  const roles = new Map(
    (await rowsOf<{ id: string; title: string }>(db, sql`select id, title from engagement_roles`)).map((r) => [
      r.title.toLowerCase(),
      r,
    ]),
  );
  const stored = await rowsOf<StoredAssignment>(
    db,
    sql`select ec.id, lower(p.email) || ' / ' || lower(c.name) || ' / ' || lower(e.name) || ' / ' || lower(coalesce(r.title, ''))
               as key, ec.start_date::text, ec.end_date::text, ec.hours_allocated::float8
        from engagement_consultants ec join consultants p on p.id = ec.consultant_id
        join engagements e on e.id = ec.engagement_id join clients c on c.id = e.client_id
        left join engagement_roles r on r.id = ec.engagement_role_id`,
  );
  const byKey = new Map<string, StoredAssignment[]>();
  for (const assignment of stored) byKey.set(assignment.key, [...(byKey.get(assignment.key) ?? []), assignment]);

  function plan(row: ParsedRow): RowPlan {
    const errors: ImportError[] = [];
    const key = keyOf(row);
    const { person, engagement } = personAndEngagement(row, lookups, errors, { activeOnly: true });
    const roleTitle = given(row, 'engagement_role');
    const role = roleTitle ? roles.get(roleTitle.toLowerCase()) : undefined;
    if (roleTitle && !role) {
      const titles = [...roles.values()].map((r) => r.title);
      errors.push(cellError(row, 'engagement_role', `unknown role '${roleTitle}'${didYouMean(roleTitle, titles)}`));
    }
    const start = dateOf(row, 'start_date', errors);
    const end = dateOf(row, 'end_date', errors);
    const range = start && end ? { start, end } : undefined;
    const hoursAllocated = totalOf(row, range, errors);
    if (!person || !engagement || !range || hoursAllocated === undefined || errors.length > 0) {
      return failed(key, errors);
    }
    withinEngagement(row, engagement, range.start, range.end, errors);
    const matches = byKey.get(key) ?? [];
    if (matches.length > 1) {
      errors.push(
        cellError(
          row,
          null,
          `${matches.length} assignments match this person, engagement and role; edit them in the team tab.`,
        ),
      );
    }
    if (errors.length > 0) return failed(key, errors);
    const values = { start_date: range.start, end_date: range.end, hours_allocated: hoursAllocated };
    const current = matches[0];
    if (current && !differs(current, values)) return { key, action: 'unchanged', errors };
    return {
      key,
      action: current ? 'update' : 'create',
      errors,
      write: async (tx) => {
        if (current) {
          const patch = assignmentUpdateSchema.parse(values);
          // The module's update runs in a transaction of its own: here, a savepoint of the import's.
          await updateAssignment(tx as unknown as Db, {
            actor,
            engagementId: engagement.id,
            id: current.id,
            expectedVersion: undefined,
            patch,
          });
          return;
        }
        await createAssignment(tx, {
          actor,
          assignment: {
            engagementId: engagement.id,
            consultantId: person.id,
            roleId: role?.id ?? null,
            startDate: range.start,
            endDate: range.end,
            hoursAllocated,
          },
          capacity: { overCapacity: 'warn' },
        });
      },
    };
  }

  return { keyOf, plan, createMissing: async () => {} };
};
