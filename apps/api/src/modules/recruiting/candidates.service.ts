import type {
  Applicant,
  ApplicantCreate,
  ApplicantListQuery,
  ApplicantUpdate,
  PaginationQuery,
  Referral,
  ReferralCreate,
} from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { consultants } from '../../db/schema/consultants.js';
import { candidates, candidateStageEvents } from '../../db/schema/recruiting.js';
import { AppError } from '../../lib/app-error.js';
import { auditedCreate, type Actor } from '../../lib/audit.js';
import { insertValues } from '../../lib/insert-values.js';
import { offsetOf, pageFrom, withTotal } from '../../lib/pagination.js';
import { updateVersioned } from '../../lib/versioned-update.js';
import * as queries from './candidates.queries.js';
import { exists, lockPosition } from './positions.queries.js';

const iso = (value: Date | string) => new Date(value).toISOString();

export const toCandidate = (row: queries.CandidateRow): Applicant => ({
  id: row.candidate.id,
  position_id: row.candidate.positionId,
  position_title: row.positionTitle,
  first_name: row.candidate.firstName,
  last_name: row.candidate.lastName,
  email: row.candidate.email,
  phone: row.candidate.phone,
  linkedin_url: row.candidate.linkedinUrl,
  source: row.candidate.source,
  stage: row.candidate.stage,
  stage_changed_at: iso(row.candidate.stageChangedAt),
  owner_id: row.candidate.ownerId,
  owner_name: row.ownerName,
  referrer_name: row.referrerName,
  notes: row.candidate.notes,
  rejection_reason: row.candidate.rejectionReason,
  start_date: row.candidate.startDate,
  cv_file_name: row.candidate.cvFileName,
  erased: row.candidate.erasedAt !== null,
  version: row.candidate.version,
  created_at: iso(row.candidate.createdAt),
  updated_at: iso(row.candidate.updatedAt),
});

export async function listCandidates(db: Db, { query }: { query: ApplicantListQuery & PaginationQuery }) {
  const { limit, offset } = offsetOf(query);
  const { rows, total } = await withTotal(queries.selectCandidates(db, query, limit, offset), offset, () =>
    queries.countCandidates(db, query),
  );
  return pageFrom(rows.map(toCandidate), total, query);
}

export const candidateRows =
  (db: Db, { filter }: { filter: ApplicantListQuery }) =>
  async (limit: number, offset: number) =>
    (await queries.selectCandidates(db, filter, limit, offset)).map(toCandidate);

export async function getCandidate(db: DbOrTx, { id }: { id: string }) {
  const row = await queries.findCandidate(db, id);
  if (!row) throw AppError.notFound('Candidate');
  return toCandidate(row);
}

const toReferral = (row: Awaited<ReturnType<typeof queries.referralsOf>>[number]): Referral => ({
  id: row.id,
  candidate_name: `${row.firstName} ${row.lastName}`,
  position_title: row.positionTitle,
  stage: row.stage,
  referred_at: iso(row.createdAt),
});

export async function listReferrals(db: Db, { userId }: { userId: string }) {
  return (await queries.referralsOf(db, userId)).map(toReferral);
}

export async function getReferral(db: Db, { userId, id }: { userId: string; id: string }) {
  const [row] = await queries.referralsOf(db, userId, id);
  if (!row) throw AppError.notFound('Referral');
  return toReferral(row);
}

async function insertCandidate(
  tx: Tx,
  actor: Actor,
  values: Omit<typeof candidates.$inferInsert, 'stage' | 'stageChangedAt'>,
) {
  const inserted = tx
    .insert(candidates)
    .values({ ...values, email: values.email?.toLowerCase() ?? null })
    .returning({ id: candidates.id });
  return auditedCreate(tx, actor, 'candidates', inserted, async ({ id }) => {
    await tx.insert(candidateStageEvents).values({ candidateId: id, stage: 'applied' });
    return getCandidate(tx, { id });
  });
}

/** Any employee refers someone for an open position; they are the referrer and see only its stage. */
export async function refer(db: Db, { actor, userId, input }: { actor: Actor; userId: string; input: ReferralCreate }) {
  return db.transaction(async (tx) => {
    const position = await lockPosition(tx, input.position_id);
    if (!position || position.status !== 'open') throw AppError.notFound('Position');
    const { note, ...contact } = input;
    const created = await insertCandidate(tx, actor, {
      ...insertValues(contact, COLUMNS),
      source: 'referral',
      referrerUserId: userId,
      notes: note ? `Referral note: ${note}` : null,
    });
    return toReferral({
      id: created.id,
      firstName: created.first_name,
      lastName: created.last_name,
      positionTitle: created.position_title,
      stage: created.stage,
      createdAt: new Date(created.created_at),
    });
  });
}

async function assertRefs(tx: DbOrTx, input: { position_id?: string; owner_id?: string | null }) {
  if (input.position_id && !(await lockPosition(tx, input.position_id))) {
    throw AppError.validation('That position does not exist.', { position_id: 'Unknown position.' });
  }
  if (input.owner_id && !(await exists(tx, consultants, input.owner_id))) {
    throw AppError.validation('That owner does not exist.', { owner_id: 'Unknown consultant.' });
  }
}

export async function createCandidate(db: Db, { actor, input }: { actor: Actor; input: ApplicantCreate }) {
  return db.transaction(async (tx) => {
    await assertRefs(tx, input);
    return insertCandidate(tx, actor, insertValues(input, COLUMNS));
  });
}

const COLUMNS = {
  position_id: 'positionId',
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  linkedin_url: 'linkedinUrl',
  source: 'source',
  owner_id: 'ownerId',
  notes: 'notes',
  stage: 'stage',
  rejection_reason: 'rejectionReason',
  start_date: 'startDate',
} as const satisfies Record<keyof ApplicantUpdate, keyof typeof candidates.$inferInsert>;

export interface StageChange {
  tx: Tx;
  candidateId: string;
  stage: Applicant['stage'];
}

/**
 * Moving a candidate records the stage entered (analytics); rejecting needs a reason. `onStage` lets the hire
 * start an onboarding in the same transaction.
 */
export async function updateCandidate(
  db: Db,
  options: {
    actor: Actor;
    id: string;
    expectedVersion: number | undefined;
    patch: ApplicantUpdate;
    onStage?: (change: StageChange) => Promise<void>;
  },
) {
  const { id, patch } = options;
  return updateVersioned(db, {
    ...options,
    table: candidates,
    entity: 'candidates',
    label: 'Candidate',
    columns: COLUMNS,
    onlyChanged: true,
    lock: (tx) => queries.lockCandidate(tx, id),
    mapValue: (field, value) => (field === 'email' && typeof value === 'string' ? value.toLowerCase() : value),
    check: async (current, tx) => {
      if (current.erasedAt) throw AppError.conflict('This candidate’s personal data was erased.');
      await assertRefs(tx, patch);
      const reason = patch.rejection_reason !== undefined ? patch.rejection_reason : current.rejectionReason;
      if (patch.stage === 'rejected' && !reason) {
        throw AppError.validation('Give a rejection reason.', { rejection_reason: 'Required when rejecting.' });
      }
    },
    afterWrite: async (tx, current, change) => {
      const stage = change.after.stage as Applicant['stage'] | undefined;
      if (!stage || stage === current.stage) return;
      await tx
        .update(candidates)
        .set({ stageChangedAt: sql`now()` })
        .where(sql`${candidates.id} = ${id}`);
      await tx.insert(candidateStageEvents).values({ candidateId: id, stage });
      await options.onStage?.({ tx, candidateId: id, stage });
    },
    read: (tx) => getCandidate(tx, { id }),
  });
}
