import type { Consultant, ConsultantArchive } from '@praxis/shared';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import { consultants } from '../../db/schema/consultants.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../lib/audit.js';
import { bumpAudited } from '../../lib/versioned-update.js';
import { assertVersion } from '../../lib/versioning.js';
import { assertAnAdminRemains } from '../users/admin-guard.js';
import { deactivateUserIn, reactivateUserIn } from '../users/user-access.service.js';
import * as queries from './consultants.queries.js';
import { toConsultant } from './consultants.service.js';
import { emitWebhookEvent } from '../webhooks/emit.js';

/**
 * Leavers (docs/product.md §11.3). Archiving keeps the person in history (past engagements, timesheets, audit show
 * their name) but takes them out of the directory, every picker, matching and the staffing board
 * (`is_active = false`), records their last day, and deactivates their account in the same transaction: their
 * sessions end everywhere and they cannot sign in. Restoring undoes both.
 */
export async function archiveConsultant(
  db: Db,
  principal: Principal,
  actor: Actor,
  id: string,
  input: ConsultantArchive,
  expectedVersion: number | undefined,
): Promise<Consultant> {
  return switchArchived(
    db,
    { principal, actor, id, expectedVersion },
    {
      archived: true,
      leftOn: input.left_on,
      assertAllowed: (current) => {
        if (!current.isActive) throw AppError.conflict('This consultant is archived already.');
        if (current.userId && current.userId === actor.userId) {
          throw AppError.conflict('You cannot archive yourself; ask another admin.');
        }
      },
    },
  );
}

export async function restoreConsultant(
  db: Db,
  principal: Principal,
  actor: Actor,
  id: string,
  expectedVersion: number | undefined,
): Promise<Consultant> {
  return switchArchived(
    db,
    { principal, actor, id, expectedVersion },
    {
      archived: false,
      leftOn: null,
      assertAllowed: (current) => {
        if (current.isActive) throw AppError.conflict('This consultant is not archived.');
      },
    },
  );
}

interface ArchiveWrite {
  principal: Principal;
  actor: Actor;
  id: string;
  expectedVersion: number | undefined;
}

type ConsultantRow = NonNullable<Awaited<ReturnType<typeof queries.findConsultant>>>;

/**
 * Archive or restore, in one transaction: the row locked at the caller's version, `assertAllowed`'s refusals,
 * `is_active` and the last day set with one audit row, the account deactivated or reactivated with it (archiving
 * the last admin's profile is refused), then the consultant as the API shows them.
 */
async function switchArchived(
  db: Db,
  { principal, actor, id, expectedVersion }: ArchiveWrite,
  change: { archived: boolean; leftOn: string | null; assertAllowed: (current: ConsultantRow) => void },
): Promise<Consultant> {
  const { archived, leftOn } = change;
  return db.transaction(async (tx) => {
    const current = await lockForChange(tx, id, expectedVersion);
    change.assertAllowed(current);
    await bumpAudited(tx, actor, consultants, {
      entity: 'consultants',
      id,
      values: { isActive: !archived, leftOn },
      before: { archived: !current.isActive, left_on: current.leftOn },
      after: { archived, left_on: leftOn },
    });
    if (current.userId) await (archived ? deactivateUserIn : reactivateUserIn)(tx, actor, current.userId);
    if (archived) await assertAnAdminRemains(tx);
    if (archived)
      await emitWebhookEvent(tx, 'consultant.archived', {
        id,
        name: `${current.firstName} ${current.lastName}`,
        left_on: leftOn,
      });
    return toConsultant(await found(tx, id), principal);
  });
}

/** The consultant row, locked for the change, at the version the caller read. */
async function lockForChange(tx: Parameters<typeof queries.findConsultant>[0], id: string, expected?: number) {
  const current = await queries.findConsultant(tx, id, { forUpdate: true });
  if (!current) throw AppError.notFound('Consultant');
  assertVersion(current.version, expected);
  return current;
}

async function found(tx: Parameters<typeof queries.findConsultant>[0], id: string) {
  const row = await queries.findConsultant(tx, id);
  if (!row) throw AppError.notFound('Consultant');
  return row;
}
