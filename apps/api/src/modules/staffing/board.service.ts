import { staffingWeeks, type BoardQuery, type StaffingBoard } from '@praxis/shared';
import { WEEKLY_CAPACITY_HOURS } from '@praxis/shared/dates';
import type { Db } from '../../db/client.js';
import { weeklyCapacity } from '../calendar/capacity.js';
import { boardRows } from './board.queries.js';

const today = () => new Date().toISOString().slice(0, 10);

/** Consultants × weeks from the Monday of `from` (default: this week). */
export async function board(db: Db, query: BoardQuery): Promise<StaffingBoard> {
  const from = staffingWeeks.mondayOf(query.from ?? today());
  const weeks = Array.from({ length: query.weeks }, (_, i) => staffingWeeks.addDays(from, i * 7));
  const rows = await boardRows(db, { ...query, from, today: today() });
  // Time off reduces capacity (docs/product.md §10 "Working days"): approved leave and public holidays at the consultant's office.
  const capacity = await weeklyCapacity(db, {
    consultantIds: rows.map((row) => row.id),
    weeks,
    hoursPerWeek: WEEKLY_CAPACITY_HOURS,
  });
  return {
    weeks,
    total: rows[0]?.total ?? (query.offset > 0 ? -1 : 0),
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      job_title: row.job_title,
      location: row.location,
      hours: row.hours.map(Number),
      tentative: row.tentative.map(Number),
      rolling_off: row.rolling_off,
      capacity: WEEKLY_CAPACITY_HOURS,
      capacity_by_week: capacity.get(row.id) ?? weeks.map(() => WEEKLY_CAPACITY_HOURS),
    })),
  };
}
