import type { Interview, InterviewCreate, ScorecardInput } from '@praxis/shared';
import { hasPermission, interviewCreateSchema, scorecardInputSchema } from '@praxis/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { consultants } from '../../db/schema/consultants.js';
import { interviewInterviewers, interviews, scorecards } from '../../db/schema/recruiting.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { insertRow } from '../../lib/insert-row.js';
import * as queries from './candidates.queries.js';
import { lockById } from '../../lib/lock-row.js';
import { fullName } from '../../lib/full-name.js';

async function read(db: DbOrTx, where: ReturnType<typeof eq>): Promise<Interview[]> {
  const rows = await db.select().from(interviews).where(where).orderBy(asc(interviews.scheduledAt), asc(interviews.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [people, cards] = await Promise.all([
    db
      .select({ interviewId: interviewInterviewers.interviewId, id: consultants.id, name: fullName(consultants) })
      .from(interviewInterviewers)
      .innerJoin(consultants, eq(consultants.id, interviewInterviewers.consultantId))
      .where(inArray(interviewInterviewers.interviewId, ids))
      .orderBy(asc(consultants.lastName)),
    db
      .select({ card: scorecards, name: fullName(consultants) })
      .from(scorecards)
      .innerJoin(consultants, eq(consultants.id, scorecards.interviewerId))
      .where(inArray(scorecards.interviewId, ids))
      .orderBy(asc(scorecards.createdAt)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    candidate_id: row.candidateId,
    scheduled_at: new Date(row.scheduledAt).toISOString(),
    duration_minutes: row.durationMinutes,
    interviewers: people.filter((p) => p.interviewId === row.id).map(({ id, name }) => ({ id, name })),
    scorecards: cards
      .filter(({ card }) => card.interviewId === row.id)
      .map(({ card, name }) => ({
        interviewer_id: card.interviewerId,
        interviewer_name: name,
        recommendation: card.recommendation,
        notes: card.notes,
        ratings: card.ratings,
        submitted_at: new Date(card.updatedAt).toISOString(),
      })),
  }));
}

export async function listInterviews(db: Db, { candidateId }: { candidateId: string }) {
  if (!(await queries.findCandidate(db, candidateId))) throw AppError.notFound('Candidate');
  return read(db, eq(interviews.candidateId, candidateId));
}

export async function scheduleInterview(
  db: Db,
  { actor, candidateId, input }: { actor: Actor; candidateId: string; input: InterviewCreate },
) {
  const parsed = interviewCreateSchema.parse(input);
  const interviewerIds = [...new Set(parsed.interviewer_ids)];
  return db.transaction(async (tx) => {
    const candidate = await queries.lockCandidate(tx, candidateId);
    if (!candidate) throw AppError.notFound('Candidate');
    if (candidate.erasedAt) throw AppError.conflict('This candidate’s personal data was erased.');
    const known = await tx
      .select({ id: consultants.id })
      .from(consultants)
      .where(inArray(consultants.id, interviewerIds));
    if (known.length !== interviewerIds.length) {
      throw AppError.validation('An interviewer does not exist.', { interviewer_ids: 'Unknown consultant.' });
    }
    const row = await insertRow(tx, interviews, {
      candidateId,
      scheduledAt: new Date(parsed.scheduled_at),
      durationMinutes: parsed.duration_minutes,
    });
    await tx
      .insert(interviewInterviewers)
      .values(interviewerIds.map((consultantId) => ({ interviewId: row.id, consultantId })));
    const [created] = await read(tx, eq(interviews.id, row.id));
    await audit(tx, actor, { entity: 'interviews', entityId: row.id, action: 'create', after: created });
    if (!created) throw new Error('interview vanished');
    return created;
  });
}

/** An interviewer on the interview files (or replaces) their own scorecard. */
/**
 * An interview as its interviewer opens it to score: any signed-in interviewer on it; everyone else needs
 * candidate rights. An interviewer without them sees only their own scorecard, not their colleagues'.
 */
export async function openInterview(db: Db, { principal, interviewId }: { principal: Principal; interviewId: string }) {
  const [interview] = await read(db, eq(interviews.id, interviewId));
  if (!interview) throw AppError.notFound('Interview');
  if (hasPermission(principal.roles, 'recruiting.candidates')) return interview;
  const me = principal.consultant?.id;
  if (!me || !interview.interviewers.some((person) => person.id === me))
    throw AppError.forbidden('Only an interviewer on this interview can open its scorecard.');
  return { ...interview, scorecards: interview.scorecards.filter((card) => card.interviewer_id === me) };
}

export async function submitScorecard(
  db: Db,
  options: { actor: Actor; consultantId: string | null; interviewId: string; input: ScorecardInput },
) {
  const { actor, consultantId, interviewId } = options;
  const input = scorecardInputSchema.parse(options.input);
  return db.transaction(async (tx) => {
    const interview = await lockById(tx, interviews, interviewId);
    if (!interview) throw AppError.notFound('Interview');
    const [seat] = consultantId
      ? await tx
          .select()
          .from(interviewInterviewers)
          .where(
            and(
              eq(interviewInterviewers.interviewId, interviewId),
              eq(interviewInterviewers.consultantId, consultantId),
            ),
          )
      : [];
    if (!seat || !consultantId)
      throw AppError.forbidden('Only an interviewer on this interview can file its scorecard.');
    const values = { ratings: input.ratings, recommendation: input.recommendation, notes: input.notes ?? null };
    const [card] = await tx
      .insert(scorecards)
      .values({ interviewId, interviewerId: consultantId, ...values })
      .onConflictDoUpdate({
        target: [scorecards.interviewId, scorecards.interviewerId],
        set: { ...values, updatedAt: new Date() },
      })
      .returning({ id: scorecards.id });
    if (!card) throw new Error('upsert returned no row');
    await audit(tx, actor, { entity: 'interview_scorecards', entityId: card.id, action: 'update', after: values });
    const [result] = await read(tx, eq(interviews.id, interviewId));
    if (!result) throw new Error('interview vanished');
    return result;
  });
}
