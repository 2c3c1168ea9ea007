import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { staffingProposals } from '../../db/schema/staffing.js';
import { audit, type Actor } from '../../lib/audit.js';
import { bumpVersionWhere } from '../../lib/versioned-update.js';

/** Declines the proposals `where` picks, with the reason, and writes an audit row for each one declined. */
export async function declineProposals(tx: DbOrTx, actor: Actor, where: SQL | undefined, reason: string) {
  const declined = await bumpVersionWhere(tx, staffingProposals, where, {
    status: 'declined',
    declineReason: reason,
    decidedAt: new Date(),
  });
  for (const { id } of declined) {
    await audit(tx, actor, {
      entity: 'staffing_proposals',
      entityId: id,
      action: 'update',
      before: { status: 'proposed' },
      after: { status: 'declined', decline_reason: reason },
    });
  }
}
