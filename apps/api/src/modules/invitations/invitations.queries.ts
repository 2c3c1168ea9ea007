import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { consultantInvitations } from '../../db/schema/invitations.js';
import { consultants } from '../../db/schema/consultants.js';

/** Tokens are stored as their SHA-256: a database reader cannot turn a row back into a working link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface OpenInvitation {
  id: string;
  consultantId: string;
  email: string;
  firstName: string;
  lastName: string;
  expiresAt: Date;
}

const openColumns = {
  id: consultantInvitations.id,
  consultantId: consultantInvitations.consultantId,
  email: consultants.email,
  firstName: consultants.firstName,
  lastName: consultants.lastName,
  expiresAt: consultantInvitations.expiresAt,
};

/** Unused, not replaced, not expired, and its profile still unclaimed. */
const isOpen = and(
  isNull(consultantInvitations.usedAt),
  isNull(consultantInvitations.revokedAt),
  gt(consultantInvitations.expiresAt, sql`now()`),
  isNull(consultants.userId),
);

export async function findOpenInvitationByToken(db: DbOrTx, token: string): Promise<OpenInvitation | undefined> {
  const [row] = await db
    .select(openColumns)
    .from(consultantInvitations)
    .innerJoin(consultants, eq(consultants.id, consultantInvitations.consultantId))
    .where(and(eq(consultantInvitations.tokenHash, hashToken(token)), isOpen));
  return row;
}

export async function findOpenInvitationById(db: DbOrTx, id: string): Promise<OpenInvitation | undefined> {
  const [row] = await db
    .select(openColumns)
    .from(consultantInvitations)
    .innerJoin(consultants, eq(consultants.id, consultantInvitations.consultantId))
    .where(and(eq(consultantInvitations.id, id), isOpen));
  return row;
}

/** The latest open invitation of a profile, for the admin's view of it (never the token). */
export async function findOpenInvitationOf(db: DbOrTx, consultantId: string) {
  const [row] = await db
    .select({
      id: consultantInvitations.id,
      createdAt: consultantInvitations.createdAt,
      expiresAt: consultantInvitations.expiresAt,
    })
    .from(consultantInvitations)
    .innerJoin(consultants, eq(consultants.id, consultantInvitations.consultantId))
    .where(and(eq(consultantInvitations.consultantId, consultantId), isOpen))
    .orderBy(sql`${consultantInvitations.createdAt} desc`)
    .limit(1);
  return row;
}

/** Replaces a profile's earlier links: only the newest one works. */
export async function revokeOpenInvitations(db: DbOrTx, consultantId: string): Promise<void> {
  await db
    .update(consultantInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(consultantInvitations.consultantId, consultantId),
        isNull(consultantInvitations.usedAt),
        isNull(consultantInvitations.revokedAt),
      ),
    );
}

/** Uses the invitation up, atomically: of two sign-ups racing with one link, exactly one gets the row back. */
export async function consumeInvitation(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .update(consultantInvitations)
    .set({ usedAt: sql`now()`, usedBy: userId })
    .where(
      and(
        eq(consultantInvitations.id, id),
        isNull(consultantInvitations.usedAt),
        isNull(consultantInvitations.revokedAt),
        gt(consultantInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning({ consultantId: consultantInvitations.consultantId });
  return row;
}

export async function insertInvitation(
  db: DbOrTx,
  values: { consultantId: string; tokenHash: string; createdBy: string | null; expiresAt: Date },
) {
  const [row] = await db.insert(consultantInvitations).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
