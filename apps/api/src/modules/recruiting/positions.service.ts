import type { PaginationQuery, Position, PositionCreate, PositionListQuery, PositionUpdate } from '@praxis/shared';
import { positionCreateSchema } from '@praxis/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { consultantJobTitles } from '../../db/schema/catalogues.js';
import { consultants } from '../../db/schema/consultants.js';
import { positions, positionSkills } from '../../db/schema/recruiting.js';
import { AppError } from '../../lib/app-error.js';
import { auditedCreate, type Actor } from '../../lib/audit.js';
import { offsetOf, pageFrom, withTotal } from '../../lib/pagination.js';
import { insertValues } from '../../lib/insert-values.js';
import { updateVersioned } from '../../lib/versioned-update.js';
import * as queries from './positions.queries.js';

type Row = queries.PositionRow;
type Skills = Awaited<ReturnType<typeof queries.skillsOf>>;

const toPosition = (row: Row, skills: Skills): Position => ({
  id: row.position.id,
  title: row.position.title,
  job_title_id: row.position.jobTitleId,
  job_title: row.jobTitle,
  location: row.position.location,
  time_zone: row.position.timeZone,
  hiring_manager_id: row.position.hiringManagerId,
  hiring_manager_name: row.hiringManagerName,
  target_start: row.position.targetStart,
  headcount: row.position.headcount,
  status: row.position.status,
  description: row.position.description,
  skills: skills
    .filter((skill) => skill.positionId === row.position.id)
    .map((skill) => ({
      category_id: skill.categoryId,
      category: skill.category,
      product_id: skill.productId,
      product: skill.product,
      min_rating: skill.minRating,
    })),
  candidate_count: Number(row.candidateCount),
  hired_count: Number(row.hiredCount),
  version: row.position.version,
  created_at: new Date(row.position.createdAt).toISOString(),
  updated_at: new Date(row.position.updatedAt).toISOString(),
});

async function withSkills(db: DbOrTx, rows: Row[]) {
  const skills = await queries.skillsOf(
    db,
    rows.map((row) => row.position.id),
  );
  return rows.map((row) => toPosition(row, skills));
}

export async function listPositions(
  db: Db,
  { query, onlyOpen }: { query: PositionListQuery & PaginationQuery; onlyOpen: boolean },
) {
  const { limit, offset } = offsetOf(query);
  const { rows, total } = await withTotal(queries.selectPositions(db, query, onlyOpen, limit, offset), offset, () =>
    queries.countPositions(db, query, onlyOpen),
  );
  return pageFrom(await withSkills(db, rows), total, query);
}

export const positionRows =
  (db: Db, { filter, onlyOpen }: { filter: PositionListQuery; onlyOpen: boolean }) =>
  async (limit: number, offset: number) =>
    withSkills(db, await queries.selectPositions(db, filter, onlyOpen, limit, offset));

export async function getPosition(db: DbOrTx, { id, onlyOpen = false }: { id: string; onlyOpen?: boolean }) {
  const row = await queries.findPosition(db, id, onlyOpen);
  if (!row) throw AppError.notFound('Position');
  const [position] = await withSkills(db, [row]);
  if (!position) throw AppError.notFound('Position');
  return position;
}

async function assertRefs(tx: DbOrTx, input: PositionUpdate) {
  if (input.hiring_manager_id && !(await queries.exists(tx, consultants, input.hiring_manager_id))) {
    throw AppError.validation('That hiring manager does not exist.', { hiring_manager_id: 'Unknown consultant.' });
  }
  if (input.job_title_id && !(await queries.exists(tx, consultantJobTitles, input.job_title_id))) {
    throw AppError.validation('That job title does not exist.', { job_title_id: 'Unknown job title.' });
  }
  for (const skill of input.skills ?? []) {
    if (!(await queries.productBelongs(tx, skill.category_id, skill.product_id))) {
      throw AppError.validation('A required skill names an unknown category or product.', {
        skills: 'Unknown category or product.',
      });
    }
  }
  const keys = (input.skills ?? []).map((skill) => `${skill.category_id}/${skill.product_id ?? ''}`);
  if (new Set(keys).size !== keys.length) {
    throw AppError.validation('Each skill may be listed once.', { skills: 'Listed twice.' });
  }
}

async function replaceSkills(tx: DbOrTx, positionId: string, skills: PositionUpdate['skills']) {
  if (!skills) return;
  await tx.delete(positionSkills).where(eq(positionSkills.positionId, positionId));
  if (skills.length === 0) return;
  await tx.insert(positionSkills).values(
    skills.map((skill) => ({
      positionId,
      categoryId: skill.category_id,
      productId: skill.product_id,
      minRating: skill.min_rating,
    })),
  );
}

/** Each field of a position (but its skills) and its column, for creating and updating. */
const COLUMNS = {
  title: 'title',
  job_title_id: 'jobTitleId',
  location: 'location',
  time_zone: 'timeZone',
  hiring_manager_id: 'hiringManagerId',
  target_start: 'targetStart',
  headcount: 'headcount',
  status: 'status',
  description: 'description',
} as const;

export async function createPosition(db: Db, { actor, input }: { actor: Actor; input: PositionCreate }) {
  const { skills, ...fields } = positionCreateSchema.parse(input);
  return db.transaction(async (tx) => {
    await assertRefs(tx, fields);
    const inserted = tx.insert(positions).values(insertValues(fields, COLUMNS)).returning({ id: positions.id });
    return auditedCreate(tx, actor, 'positions', inserted, async ({ id }) => {
      await replaceSkills(tx, id, skills);
      return getPosition(tx, { id });
    });
  });
}

export async function updatePosition(
  db: Db,
  options: { actor: Actor; id: string; expectedVersion: number | undefined; patch: PositionUpdate },
) {
  const { skills, ...patch } = options.patch;
  return updateVersioned(db, {
    ...options,
    patch,
    table: positions,
    entity: 'positions',
    label: 'Position',
    columns: COLUMNS,
    lock: (tx) => queries.lockPosition(tx, options.id),
    check: async (_, tx) => {
      await assertRefs(tx, options.patch);
      await replaceSkills(tx, options.id, skills);
    },
    read: (tx) => getPosition(tx, { id: options.id }),
  });
}
