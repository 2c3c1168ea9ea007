import { SIGN_UP_MESSAGES } from '@praxis/shared';
import { APIError } from 'better-auth/api';
import type { NewUser } from '../../auth/account-rules.js';
import { INVITATION_INVALID } from '../../auth/sign-up-policy.js';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { consultants } from '../../db/schema/consultants.js';
import { audit, type Actor } from '../../lib/audit.js';
import { announceSessionChange } from '../../realtime/realtime.js';
import { consumeInvitation, revokeOpenInvitations } from '../invitations/invitations.queries.js';
import * as queries from './consultants.queries.js';
import { defaultJobTitleId } from './consultants.service.js';
import { syncAccountName } from './display-name.js';

/**
 * Every user has a consultant. Runs inside better-auth's sign-up transaction, after the user row and before the
 * account row, so the user, the account and the consultant are created together or not at all:
 *  - through an invitation: the invited profile is linked and the invitation used up (once, atomically);
 *  - a profile an admin created with this e-mail is linked only when a provider verified the address (otherwise
 *    sign-up was already refused: the profile waits for its invitation);
 *  - else a new profile: role employee, job title Consultant.
 * Errors are better-auth APIErrors so that a refused single sign-on returns to /login with a code.
 */
export async function provisionConsultant(tx: DbOrTx, user: NewUser, invitationId: string | undefined): Promise<void> {
  if (await queries.findConsultantByUser(tx, user.id)) return;
  const actor: Actor = { userId: user.id, requestId: null };
  const email = user.email.toLowerCase();

  if (invitationId) {
    const used = await consumeInvitation(tx, invitationId, user.id);
    if (!used) throw new APIError('CONFLICT', { code: 'INVITATION_INVALID', message: INVITATION_INVALID });
    await linkProfile(tx, actor, used.consultantId, user.id);
    return;
  }

  const existing = await queries.findConsultantByEmail(tx, email);
  if (existing && !existing.userId) {
    if (!user.emailVerified) {
      throw new APIError('FORBIDDEN', {
        code: 'INVITATION_REQUIRED',
        message: SIGN_UP_MESSAGES.waitingForInvitation,
      });
    }
    await linkProfile(tx, actor, existing.id, user.id);
    return;
  }

  const [firstName, ...rest] = user.name.trim().split(/\s+/);
  const [created] = await tx
    .insert(consultants)
    .values({
      userId: user.id,
      firstName: firstName || email.split('@')[0] || 'New',
      lastName: rest.join(' '),
      email: existing ? `${user.id}@users.invalid` : email,
      role: 'employee',
      jobTitleId: await defaultJobTitleId(tx),
    })
    .returning();
  if (created)
    await audit(tx, actor, { entity: 'consultants', entityId: created.id, action: 'create', after: created });
}

async function linkProfile(tx: DbOrTx, actor: Actor, consultantId: string, userId: string): Promise<void> {
  const [linked] = await tx
    .update(consultants)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(consultants.id, consultantId), isNull(consultants.userId)))
    .returning({ id: consultants.id });
  if (!linked) throw new APIError('CONFLICT', { code: 'INVITATION_INVALID', message: INVITATION_INVALID });
  await revokeOpenInvitations(tx, consultantId);
  await syncAccountName(tx, consultantId);
  await audit(tx, actor, {
    entity: 'consultants',
    entityId: consultantId,
    action: 'update',
    before: { user_id: null },
    after: { user_id: userId },
  });
  // The account now has a profile: every instance drops what it cached about this user.
  await announceSessionChange(tx, { user_id: userId });
}
