import {
  hasPermission,
  MESSAGES,
  type MeetingDecision,
  type MeetingDecisionParsed,
  type MeetingNote,
  type MeetingNoteInput,
} from '@praxis/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import { meetingDecisions, meetingNotes } from '../../db/schema/monday-meeting.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { insertRow } from '../../lib/insert-row.js';
import { weekStart } from '@praxis/shared/dates';
import { assertVersion } from '../../lib/versioning.js';
import { createRequest } from '../staffing/requests.service.js';
import { createWorkItem } from '../work-items/work-items.service.js';
import { decisionsOf, noteOf } from './minutes.queries.js';
import { lockWhere } from '../../lib/lock-row.js';
import { bumpVersion } from '../../lib/versioned-update.js';

interface Write {
  principal: Principal;
  actor: Actor;
}

/**
 * Writes the note of one agenda item. Without If-Match it creates the note (someone else's note already there is a
 * 409: read it first); with If-Match it replaces the version read (stale → 409). All in one audited transaction.
 */
export async function saveNote(
  db: Db,
  { actor, principal, input, expectedVersion }: Write & { input: MeetingNoteInput; expectedVersion?: number },
): Promise<MeetingNote> {
  const week = weekStart(input.week);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`meeting_note:${week}:${input.item_key}`}))`);
    const current = await lockWhere(
      tx,
      meetingNotes,
      and(eq(meetingNotes.weekStart, week), eq(meetingNotes.itemKey, input.item_key)),
    );
    if (current) {
      if (expectedVersion === undefined)
        throw AppError.conflict(MESSAGES.staleVersion, { currentVersion: current.version });
      assertVersion(current.version, expectedVersion);
      await bumpVersion(tx, meetingNotes, current.id, { body: input.body, updatedByUserId: principal.userId });
    } else {
      if (expectedVersion !== undefined) assertVersion(0, expectedVersion);
      await tx
        .insert(meetingNotes)
        .values({ weekStart: week, itemKey: input.item_key, body: input.body, updatedByUserId: principal.userId });
    }
    await audit(tx, actor, {
      entity: 'meeting_notes',
      entityId: `${week}:${input.item_key}`,
      action: current ? 'update' : 'create',
      before: current ? { body: current.body } : undefined,
      after: { body: input.body },
    });
    const note = await noteOf(tx, week, input.item_key);
    if (!note) throw new Error('note vanished after write');
    return note;
  });
}

function assertMayCreate(principal: Principal, input: MeetingDecisionParsed) {
  const needed = input.kind === 'work_item' ? 'work_items.create' : 'resource_requests.create';
  if (!hasPermission(principal.roles, needed)) throw AppError.forbidden();
}

/**
 * Captures a decision in one step: creates the work item or resource request through its own service and records
 * the decision linked to it — one transaction, so neither exists without the other.
 */
export async function captureDecision(
  db: Db,
  { actor, principal, input }: Write & { input: MeetingDecisionParsed },
): Promise<MeetingDecision> {
  assertMayCreate(principal, input);
  const week = weekStart(input.week);
  return db.transaction(async (tx) => {
    const nested = tx as unknown as Db; // the services open their own transaction: a savepoint inside this one
    const target =
      input.kind === 'work_item'
        ? await createWorkItem(nested, { principal, actor, input: input.work_item, idempotencyKey: undefined })
        : await createRequest(nested, principal, actor, input.resource_request);
    const title = 'name' in target ? target.name : `${target.engagement_name} · ${target.job_title ?? 'any title'}`;
    const row = await insertRow(tx, meetingDecisions, {
      weekStart: week,
      itemKey: input.item_key,
      itemLabel: input.item_label,
      kind: input.kind,
      title,
      workItemId: input.kind === 'work_item' ? target.id : null,
      resourceRequestId: input.kind === 'resource_request' ? target.id : null,
      createdByUserId: principal.userId,
    });
    await audit(tx, actor, {
      entity: 'meeting_decisions',
      entityId: row.id,
      action: 'create',
      after: { week, item_key: input.item_key, kind: input.kind, target_id: target.id },
    });
    const [decision] = await decisionsOf(tx, week, row.id);
    if (!decision) throw new Error('decision vanished after write');
    return decision;
  });
}
