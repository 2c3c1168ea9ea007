import { isOpenRequest, scoreCandidate, type ResourceRequest, engagementPath } from '@praxis/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { resourceRequests, staffingProposals } from '../../db/schema/staffing.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { insertRow } from '../../lib/insert-row.js';
import { bumpAudited, bumpVersion } from '../../lib/versioned-update.js';
import { notify } from '../notifications/notifications.service.js';
import { createAssignment } from '../engagements/team.service.js';
import * as matching from './matching.queries.js';
import { currentWeights, loadPool, toMatchRequest } from './matching.service.js';
import { declineProposals } from './decline-proposals.js';
import { notifyRequester } from './notify.js';
import { readRequest } from './requests.service.js';
import { lockById } from '../../lib/lock-row.js';
import { isOverCapacity, totalHoursOf, WEEKLY_CAPACITY_HOURS } from '@praxis/shared/dates';
import { weeklyLoad } from '../engagements/team.queries.js';
import { emitWebhookEvent } from '../webhooks/emit.js';

const formatDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const round1 = (n: number) => Math.round(n * 10) / 10;

function assertOpen(request: ResourceRequest) {
  if (!isOpenRequest(request.status, request.closed_at)) {
    throw AppError.conflict(
      `The request is ${request.closed_at ? 'closed' : request.status}: nobody can be staffed on it.`,
    );
  }
}

/**
 * Proposes consultants for a request (notifying them and the requester); with `accept`, books them at once.
 * Proposing someone already proposed returns the existing proposal.
 */
export async function propose(
  db: Db,
  principal: Principal,
  actor: Actor,
  requestId: string,
  input: {
    consultant_ids: string[];
    hours_per_week?: number | undefined;
    accept: boolean;
    override_reason: string | null;
  },
) {
  return db.transaction(async (tx) => {
    const locked = await lockById(tx, resourceRequests, requestId);
    if (!locked) throw AppError.notFound('Resource request');
    const request = await readRequest(tx, requestId);
    assertOpen(request);
    const remaining = Math.max(1, request.hours_per_week - request.hours_staffed);
    const hours = input.hours_per_week ?? remaining;
    const { weights } = await currentWeights(tx);
    const match = toMatchRequest(request, hours);
    const pool = await loadPool(tx, [match]);
    const ids: string[] = [];
    for (const consultantId of [...new Set(input.consultant_ids)]) {
      const existing = request.proposals.find((p) => p.consultant_id === consultantId && p.status !== 'declined');
      if (existing) {
        ids.push(existing.id);
        continue;
      }
      const candidate = pool.candidates.find((c) => c.consultant_id === consultantId);
      if (!candidate) {
        throw AppError.validation('That consultant does not exist or is inactive.', {
          consultant_ids: 'Unknown consultant.',
        });
      }
      const row = await insertRow(tx, staffingProposals, {
        requestId,
        consultantId,
        hoursPerWeek: hours,
        score: scoreCandidate(match, candidate, weights).score,
        proposedByUserId: principal.userId,
      });
      ids.push(row.id);
      await audit(tx, actor, {
        entity: 'staffing_proposals',
        entityId: row.id,
        action: 'create',
        after: { request_id: requestId, consultant_id: consultantId, hours_per_week: hours, score: row.score },
      });
      const person = await matching.lockConsultant(tx, consultantId);
      if (person?.user_id && person.user_id !== principal.userId) {
        await notify(tx, actor, {
          recipientUserId: person.user_id,
          type: 'staffing_proposal',
          title: `Proposed for ${request.engagement_name}`,
          body: `${hours} h/week, ${request.start_date} to ${request.end_date}${request.job_title ? ` as ${request.job_title}` : ''}.`,
          link: engagementPath(request.engagement_type, request.engagement_id, 'team'),
        });
      }
      await notifyRequester(
        tx,
        principal,
        actor,
        locked,
        'Candidate proposed',
        `${candidate.name} was proposed for your request.`,
      );
    }
    if (locked.status === 'Submitted') {
      await bumpAudited(tx, actor, resourceRequests, {
        entity: 'resource_requests',
        id: requestId,
        values: { status: 'In Review' },
        before: { status: 'Submitted' },
        after: { status: 'In Review' },
      });
    }
    if (input.accept) {
      for (const id of ids) await acceptInTx(tx, principal, actor, id, input.override_reason);
    }
    return readRequest(tx, requestId);
  });
}

/** The 409 of a booking over capacity without a reason, naming the weeks. */
function overCapacity(name: string, over: OverWeek[]) {
  const named = over.map((w) => `${formatDay(w.week)} (${w.hours_after} h)`).join(', ');
  return AppError.conflict(
    `${name} would be over the ${WEEKLY_CAPACITY_HOURS} h capacity in the week${over.length > 1 ? 's' : ''} of ${named}. ` +
      'Give a reason to book anyway.',
    { weeks: over, capacity_hours: WEEKLY_CAPACITY_HOURS },
  );
}

export interface OverWeek {
  week: string;
  hours_after: number;
}

/** Weeks in which booking `hours` more would take the consultant over capacity. */
export async function weeksOver(tx: DbOrTx, consultantId: string, start: string, end: string, hours: number) {
  const load = await weeklyLoad(tx, { consultantId, from: start, to: end });
  return load
    .map((w) => ({ week: w.week, total: Number(w.hours) + hours }))
    .filter((w) => isOverCapacity(w.total))
    .map((w) => ({ week: w.week, hours_after: round1(w.total) }));
}

/**
 * Accepts a proposal: creates the engagement assignment and updates the request's status, all in one
 * transaction. Accepting an accepted proposal returns it unchanged (idempotent). The consultant's row is locked
 * first, so two accepts for the same person run one after the other and the second sees the first's booking.
 */
async function acceptInTx(
  tx: DbOrTx,
  principal: Principal,
  actor: Actor,
  proposalId: string,
  overrideReason: string | null,
) {
  const proposal = await lockById(tx, staffingProposals, proposalId);
  if (!proposal) throw AppError.notFound('Proposal');
  if (proposal.status === 'accepted') return proposal;
  if (proposal.status === 'declined') throw AppError.conflict('This proposal was declined; propose the person again.');
  const locked = await lockById(tx, resourceRequests, proposal.requestId);
  if (!locked) throw AppError.notFound('Resource request');
  const request = await readRequest(tx, proposal.requestId);
  assertOpen(request);
  const person = await matching.lockConsultant(tx, proposal.consultantId);
  if (!person?.is_active) throw AppError.conflict('This consultant is no longer active.');
  const hours = Number(proposal.hoursPerWeek);
  let over: OverWeek[] = [];
  const { assignment } = await createAssignment(tx, {
    actor,
    assignment: {
      engagementId: request.engagement_id,
      consultantId: proposal.consultantId,
      roleId: request.engagement_role_id,
      startDate: request.start_date,
      endDate: request.end_date,
      // Stored as a total, spread evenly over the weeks (as the team tab reads it).
      hoursAllocated: Math.round(totalHoursOf(hours, { start: request.start_date, end: request.end_date }) * 100) / 100,
    },
    capacity: {
      overCapacity: 'refuse',
      check: async () => {
        over = await weeksOver(tx, proposal.consultantId, request.start_date, request.end_date, hours);
        if (over.length && !overrideReason) throw overCapacity(person.name, over);
      },
    },
  });
  const override = over.length ? overrideReason : null;
  const accepted = await bumpVersion(tx, staffingProposals, proposal.id, {
    status: 'accepted',
    assignmentId: assignment.id,
    overrideReason: override,
    decidedAt: new Date(),
  });
  await audit(tx, actor, {
    entity: 'staffing_proposals',
    entityId: proposal.id,
    action: 'update',
    before: { status: proposal.status },
    after: { status: 'accepted', assignment_id: assignment.id, override_reason: override, weeks_over: over },
  });
  await updateStaffedStatus(tx, actor, locked, request.hours_staffed + hours);
  await notifyRequester(tx, principal, actor, locked, 'Staffed', `${person.name} was booked for ${hours} h/week.`);
  return accepted ?? proposal;
}

async function updateStaffedStatus(
  tx: DbOrTx,
  actor: Actor,
  request: typeof resourceRequests.$inferSelect,
  hoursStaffed: number,
) {
  const status = hoursStaffed + 1e-9 >= Number(request.hoursPerWeek) ? 'Staffed' : 'Partially Staffed';
  if (status === request.status) return;
  await bumpVersion(tx, resourceRequests, request.id, { status, staffedAt: status === 'Staffed' ? new Date() : null });
  await audit(tx, actor, {
    entity: 'resource_requests',
    entityId: request.id,
    action: 'update',
    before: { status: request.status },
    after: { status, hours_staffed: hoursStaffed },
  });
  if (status === 'Staffed') await emitWebhookEvent(tx, 'resource_request.staffed', { id: request.id, to: status });
  request.status = status;
}

export async function acceptProposal(
  db: Db,
  principal: Principal,
  actor: Actor,
  id: string,
  overrideReason: string | null,
) {
  return db.transaction(async (tx) => {
    const proposal = await acceptInTx(tx, principal, actor, id, overrideReason);
    return readRequest(tx, proposal.requestId);
  });
}

export async function declineProposal(db: Db, actor: Actor, id: string, reason: string) {
  return db.transaction(async (tx) => {
    const proposal = await lockById(tx, staffingProposals, id);
    if (!proposal) throw AppError.notFound('Proposal');
    if (proposal.status === 'accepted') {
      throw AppError.conflict('This proposal was accepted; change the assignment on the engagement instead.');
    }
    if (proposal.status === 'proposed') {
      await declineProposals(
        tx,
        actor,
        and(eq(staffingProposals.id, id), ne(staffingProposals.status, 'declined')),
        reason,
      );
    }
    return readRequest(tx, proposal.requestId);
  });
}
