import { addTime } from '@praxis/shared/dates';
import { randomBytes } from 'node:crypto';
import type { InvitationLink, InvitationPreview, InvitationStatus } from '@praxis/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { consultants } from '../../db/schema/consultants.js';
import { INVITATION_INVALID } from '../../auth/sign-up-policy.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import * as queries from './invitations.queries.js';
import { lockById } from '../../lib/lock-row.js';
import { mailInvitation } from '../mail/invitation-mail.js';

const INVITATION_TTL_DAYS = 7;

/** The page a person opens to claim their profile (the web app's /invite/{token}). */
export const invitationUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/$/, '')}/invite/${token}`;

/**
 * A new single-use link for an unclaimed profile, valid 7 days; earlier links of the profile stop working. Runs
 * inside the caller's transaction (creating a consultant makes one in the same transaction).
 */
export async function createInvitation(
  tx: DbOrTx,
  actor: Actor,
  consultant: { id: string; userId: string | null },
  appUrl: string,
): Promise<InvitationLink> {
  if (consultant.userId) throw AppError.conflict('This profile already belongs to a user; no invitation is needed.');
  await queries.revokeOpenInvitations(tx, consultant.id);
  const token = randomBytes(32).toString('base64url');
  const row = await queries.insertInvitation(tx, {
    consultantId: consultant.id,
    tokenHash: queries.hashToken(token),
    createdBy: actor.userId,
    expiresAt: addTime(Date.now(), { days: INVITATION_TTL_DAYS }),
  });
  await audit(tx, actor, {
    entity: 'consultant_invitations',
    entityId: row.id,
    action: 'create',
    after: { consultant_id: consultant.id, expires_at: row.expiresAt.toISOString() },
  });
  const url = invitationUrl(appUrl, token);
  const emailedTo = await mailInvitation(tx, consultant.id, { url, expiresAt: row.expiresAt });
  return { url, expires_at: row.expiresAt.toISOString(), emailed_to: emailedTo };
}

/** What the invitation page shows before the person chooses a password. */
export async function previewInvitation(db: DbOrTx, token: string): Promise<InvitationPreview> {
  const invitation = await queries.findOpenInvitationByToken(db, token);
  if (!invitation) throw new AppError('NOT_FOUND', INVITATION_INVALID);
  return {
    email: invitation.email,
    first_name: invitation.firstName,
    last_name: invitation.lastName,
    expires_at: invitation.expiresAt.toISOString(),
  };
}

/** "Invite" on an unclaimed profile. */
export async function inviteConsultant(db: Db, actor: Actor, consultantId: string, appUrl: string) {
  return db.transaction(async (tx) => {
    const consultant = await lockById(tx, consultants, consultantId);
    if (!consultant) throw AppError.notFound('Consultant');
    return createInvitation(tx, actor, consultant, appUrl);
  });
}

export async function invitationStatus(db: Db, consultantId: string): Promise<InvitationStatus> {
  const [consultant] = await db
    .select({ id: consultants.id })
    .from(consultants)
    .where(eq(consultants.id, consultantId));
  if (!consultant) throw AppError.notFound('Consultant');
  const open = await queries.findOpenInvitationOf(db, consultantId);
  return {
    invitation: open ? { created_at: open.createdAt.toISOString(), expires_at: open.expiresAt.toISOString() } : null,
  };
}
