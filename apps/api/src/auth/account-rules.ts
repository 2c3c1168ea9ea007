import type { DbOrTx } from '../db/client.js';
import type { Actor } from '../lib/audit.js';

/** The user row better-auth has just written, as the consultant provisioning reads it. */
export interface NewUser {
  id: string;
  email: string;
  name: string;
  /** True only when a single sign-on provider asserted the address (an email sign-up proves nothing). */
  emailVerified: boolean;
}

/**
 * What creating an account needs from the modules (invitations, consultants). auth/ sits below modules/, so
 * bootstrap.ts hands these in to createAuth instead of auth/ importing them.
 */
export interface AccountRules {
  /** The invitation with this id while it is open (unused, unexpired, its profile unclaimed). */
  findOpenInvitation: (db: DbOrTx, id: string) => Promise<{ email: string } | undefined>;
  /** Links the new user to their consultant, or creates one, inside better-auth's sign-up transaction. */
  provisionConsultant: (db: DbOrTx, user: NewUser, invitationId: string | undefined) => Promise<void>;
  /** Whether a typed name reads as an admin's name (nobody signs up as the admin). */
  isAnAdminsName: (db: DbOrTx, fullName: string) => Promise<boolean>;
  /** A notification, inside the caller's transaction (the notifications module's notify). */
  notify: (
    tx: DbOrTx,
    actor: Actor,
    input: { recipientUserId: string; type?: string; title: string; body?: string | null; link?: string | null },
  ) => Promise<unknown>;
  /** E-mails a password reset link (the mail module); absent while e-mail is off, and then there is no reset. */
  sendPasswordReset?: (db: DbOrTx, user: { id: string; email: string; name: string }, token: string) => Promise<void>;
}

export const ADMIN_NAME_MESSAGE = 'That name belongs to an admin of the firm: use your own name.';
