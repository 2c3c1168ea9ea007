import { ONBOARDING_TEMPLATE, type OnboardingOwner } from '@praxis/shared';
import { eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Tx } from '../../db/client.js';
import { consultants } from '../../db/schema/consultants.js';
import { onboardings, onboardingTasks } from '../../db/schema/onboarding.js';
import { candidates, positions } from '../../db/schema/recruiting.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { insertRow } from '../../lib/insert-row.js';
import { addDays, fromDate } from '@praxis/shared/dates';
import { createInvitation } from '../invitations/invitations.service.js';
import { notify } from '../notifications/notifications.service.js';

/** Without a date on the candidate or the position, a hire starts two weeks from today. */
const DEFAULT_LEAD_DAYS = 14;

/**
 * Hiring a candidate, in the transaction that moved them to "hired": their consultant profile (created from the
 * candidate and the position), a single-use invitation link for the new hire, and the onboarding checklist from the
 * template, each task's owner told. Hiring someone already onboarding from this candidate changes nothing; an
 * e-mail that belongs to any other existing profile is refused (the move rolls back), so a hire never revokes a
 * person's invitation nor attaches an onboarding to someone already here.
 */
export async function startOnboarding(
  tx: Tx,
  {
    actor,
    principal,
    candidateId,
    appUrl,
  }: { actor: Actor; principal: Principal; candidateId: string; appUrl: string },
): Promise<void> {
  const [row] = await tx
    .select({ candidate: candidates, position: positions })
    .from(candidates)
    .innerJoin(positions, eq(positions.id, candidates.positionId))
    .where(eq(candidates.id, candidateId));
  if (!row) throw AppError.notFound('Candidate');
  const { candidate, position } = row;
  const email = candidate.email?.toLowerCase();
  if (!email) {
    throw AppError.validation('Add the candidate’s e-mail before hiring: the new hire’s invitation goes there.', {
      email: 'Required to hire.',
    });
  }
  const startDate = candidate.startDate ?? position.targetStart ?? addDays(fromDate(new Date()), DEFAULT_LEAD_DAYS);
  const [existing] = await tx
    .select()
    .from(consultants)
    .where(sql`lower(${consultants.email}) = ${email}`);
  if (existing) {
    await assertSameHire(tx, existing, candidateId);
    return;
  }
  const consultant = await insertRow(tx, consultants, {
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    email,
    phone: candidate.phone,
    linkedinUrl: candidate.linkedinUrl,
    location: position.location,
    timeZone: position.timeZone,
    jobTitleId: position.jobTitleId,
    startDate,
  });
  await audit(tx, actor, { entity: 'consultants', entityId: consultant.id, action: 'create', after: { email } });
  const [started] = await tx
    .insert(onboardings)
    .values({ consultantId: consultant.id, candidateId, startDate })
    .onConflictDoNothing()
    .returning();
  if (!started) return;
  if (!consultant.userId) await createInvitation(tx, actor, consultant, appUrl);
  const ownerOf: Record<OnboardingOwner, string | null> = {
    admin: await adminOwner(tx, principal),
    hiring_manager: position.hiringManagerId ?? principal.consultant?.id ?? null,
    new_hire: consultant.id,
  };
  const tasks = await tx
    .insert(onboardingTasks)
    .values(
      ONBOARDING_TEMPLATE.map((task, position) => ({
        onboardingId: started.id,
        position,
        title: task.title,
        ownerConsultantId: ownerOf[task.owner],
        dueDate: addDays(startDate, task.days),
      })),
    )
    .returning();
  await audit(tx, actor, {
    entity: 'onboardings',
    entityId: started.id,
    action: 'create',
    after: { consultant_id: consultant.id, candidate_id: candidateId, start_date: startDate, tasks: tasks.length },
  });
  await notifyOwners(tx, actor, tasks, `${candidate.firstName} ${candidate.lastName}`);
}

/** The profile already holding the candidate's e-mail is this candidate's earlier hire, or the move is refused. */
async function assertSameHire(tx: Tx, existing: typeof consultants.$inferSelect, candidateId: string) {
  const [onboarding] = await tx
    .select({ candidateId: onboardings.candidateId })
    .from(onboardings)
    .where(eq(onboardings.consultantId, existing.id));
  if (onboarding?.candidateId === candidateId) return;
  const name = `${existing.firstName} ${existing.lastName}`.trim();
  throw AppError.conflict(
    `${existing.email} belongs to the existing profile of ${name}. A hire needs a new person's e-mail: correct the candidate's e-mail.`,
  );
}

/** Equipment and accounts fall to an admin: the one hiring, else the first active admin by name. */
async function adminOwner(tx: Tx, principal: Principal): Promise<string | null> {
  if (principal.roles.includes('admin') && principal.consultant) return principal.consultant.id;
  const [admin] = await tx
    .select({ id: consultants.id })
    .from(consultants)
    .where(sql`${consultants.role} = 'admin' and ${consultants.isActive}`)
    .orderBy(consultants.lastName, consultants.firstName)
    .limit(1);
  return admin?.id ?? null;
}

/** Each owner with an account hears about their tasks once (the new hire has none yet: they see them on arrival). */
export async function notifyOwners(
  tx: Tx,
  actor: Actor,
  tasks: { ownerConsultantId: string | null; title: string; dueDate: string }[],
  hireName: string,
) {
  const owners = [...new Set(tasks.map((task) => task.ownerConsultantId).filter((id) => id !== null))];
  for (const ownerId of owners) {
    const [owner] = await tx
      .select({ userId: consultants.userId })
      .from(consultants)
      .where(eq(consultants.id, ownerId));
    if (!owner?.userId || owner.userId === actor.userId) continue;
    const mine = tasks.filter((task) => task.ownerConsultantId === ownerId);
    await notify(tx, actor, {
      recipientUserId: owner.userId,
      type: 'onboarding_task',
      title: `Onboarding ${hireName}: ${mine.length === 1 ? 'a task' : `${mine.length} tasks`} for you`,
      body: mine.map((task) => `${task.title} (due ${task.dueDate})`).join('\n'),
      link: '/onboarding',
    });
  }
}
