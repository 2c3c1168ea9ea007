import {
  statusUpdateCreateSchema,
  weekStartOf,
  type StatusRisk,
  type StatusUpdate,
  type StatusUpdateCreate,
  type StatusUpdateListQuery,
  type StatusUpdateUpdate,
  type PaginationQuery,
  type Temperature,
} from '@praxis/shared';
import type { Principal } from '../../auth/principal.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { sql } from 'drizzle-orm';
import { engagements } from '../../db/schema/engagements.js';
import { statusUpdates } from '../../db/schema/status-updates.js';
import { AppError } from '../../lib/app-error.js';
import { auditedCreate, type Actor } from '../../lib/audit.js';
import { offsetOf, pageFrom } from '../../lib/pagination.js';
import { bumpAudited, deleteVersioned, updateVersioned } from '../../lib/versioned-update.js';
import { notify } from '../notifications/notifications.service.js';
import * as queries from './status-updates.queries.js';
import { scopeConsultant, todayIso } from './scope.js';
import { emitWebhookEvent } from '../webhooks/emit.js';

async function toUpdates(db: DbOrTx, rows: queries.StatusUpdateRow[]): Promise<StatusUpdate[]> {
  const ownerIds = [...new Set(rows.flatMap((row) => row.risks.map((risk) => risk.owner_id)))].filter(
    (id): id is string => id !== null,
  );
  const names = await queries.consultantNames(db, ownerIds);
  return rows.map((row) => ({
    id: row.id,
    engagement_id: row.engagementId,
    engagement_name: row.engagementName,
    engagement_type: row.engagementType,
    client_name: row.clientName,
    author_name: row.authorName,
    week_start: row.weekStart,
    state: row.state,
    overall_status: row.overallStatus,
    summary: row.summary,
    accomplishments: row.accomplishments,
    next_steps: row.nextSteps,
    risks: row.risks.map((risk) => ({
      ...risk,
      owner_name: risk.owner_id ? (names.get(risk.owner_id) ?? null) : null,
    })),
    recipient_consultant_ids: row.recipientConsultantIds,
    recipient_contact_ids: row.recipientContactIds,
    sent_at: row.sentAt?.toISOString() ?? null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

interface Viewer {
  principal: Principal;
}
interface Write extends Viewer {
  actor: Actor;
}
interface VersionedWrite extends Write {
  id: string;
  expectedVersion: number | undefined;
}

export async function listUpdates(
  db: Db,
  { principal, query }: Viewer & { query: StatusUpdateListQuery & PaginationQuery },
) {
  const { limit, offset } = offsetOf(query);
  const { rows, total } = await queries.listUpdates(db, query, scopeConsultant(principal), limit, offset);
  return pageFrom(await toUpdates(db, rows), total, query);
}

/** The CSV export: the same SQL filter as the list, page by page. */
export const updateRows =
  (db: Db, { principal, filter }: Viewer & { filter: StatusUpdateListQuery }) =>
  async (limit: number, offset: number) =>
    toUpdates(db, await queries.selectUpdates(db, filter, scopeConsultant(principal), limit, offset));

export async function getUpdate(db: DbOrTx, { principal, id }: Viewer & { id: string }): Promise<StatusUpdate> {
  const row = await queries.findUpdate(db, id, scopeConsultant(principal));
  if (!row) throw AppError.notFound('Status update');
  const [update] = await toUpdates(db, [row]);
  if (!update) throw AppError.notFound('Status update');
  return update;
}

/** Recipients come from the team and the client's contacts; risk owners from the team. */
async function assertPeople(
  tx: DbOrTx,
  engagement: { id: string; clientId: string },
  input: { risks?: StatusRisk[]; recipient_consultant_ids?: string[]; recipient_contact_ids?: string[] },
) {
  const team = new Set((await queries.teamOf(tx, engagement.id)).map((member) => member.id));
  const contacts = new Set((await queries.contactsOf(tx, engagement.clientId)).map((contact) => contact.id));
  if (input.recipient_consultant_ids?.some((id) => !team.has(id))) {
    throw AppError.validation('Internal recipients must be on the engagement team.', {
      recipient_consultant_ids: 'Not on the team.',
    });
  }
  if (input.recipient_contact_ids?.some((id) => !contacts.has(id))) {
    throw AppError.validation("Client recipients must be the client's contacts.", {
      recipient_contact_ids: 'Not a contact of this client.',
    });
  }
  if (input.risks?.some((risk) => risk.owner_id !== null && !team.has(risk.owner_id))) {
    throw AppError.validation('Risk owners must be on the engagement team.', { risks: 'Owner not on the team.' });
  }
}

export async function createUpdate(
  db: Db,
  { principal, actor, input }: Write & { input: StatusUpdateCreate },
): Promise<StatusUpdate> {
  const data = statusUpdateCreateSchema.parse(input);
  const weekStart = weekStartOf(data.week_start ?? todayIso());
  return db.transaction(async (tx) => {
    const engagement = await queries.findVisibleEngagement(tx, data.engagement_id, scopeConsultant(principal));
    if (!engagement) throw AppError.notFound('Engagement');
    // One update per engagement and week: two saves at once queue here, and the second finds the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`status_update:${engagement.id}:${weekStart}`}))`);
    const existing = await queries.findWeekUpdate(tx, engagement.id, weekStart);
    if (existing) {
      throw AppError.conflict(
        existing.state === 'sent'
          ? 'This week’s update was already sent: edit it instead of sending a second one.'
          : 'This week’s update already has a draft: edit it instead.',
        { id: existing.id, version: existing.version, state: existing.state },
      );
    }
    await assertPeople(tx, engagement, data);
    const inserted = tx
      .insert(statusUpdates)
      .values({
        engagementId: engagement.id,
        authorUserId: principal.userId,
        weekStart,
        overallStatus: data.overall_status,
        summary: data.summary,
        accomplishments: data.accomplishments,
        nextSteps: data.next_steps,
        risks: data.risks,
        recipientConsultantIds: [...new Set(data.recipient_consultant_ids)],
        recipientContactIds: [...new Set(data.recipient_contact_ids)],
      })
      .returning({ id: statusUpdates.id });
    return auditedCreate(tx, actor, 'status_updates', inserted, (row) => getUpdate(tx, { principal, id: row.id }));
  });
}

const COLUMNS = {
  overall_status: 'overallStatus',
  summary: 'summary',
  accomplishments: 'accomplishments',
  next_steps: 'nextSteps',
  risks: 'risks',
  recipient_consultant_ids: 'recipientConsultantIds',
  recipient_contact_ids: 'recipientContactIds',
} as const satisfies Record<keyof StatusUpdateUpdate, keyof typeof statusUpdates.$inferInsert>;

/** A visible update, locked; another engagement's update is simply absent (404). */
const lockVisible = (principal: Principal, id: string) => async (tx: DbOrTx) => {
  if (!(await queries.findUpdate(tx, id, scopeConsultant(principal)))) return undefined;
  return queries.lockUpdate(tx, id);
};

const SENT = 'This update was already sent and can no longer change.';

/**
 * The overall status of the engagement's latest sent update is its temperature: set when that update is sent or
 * edited (audited on the engagement; the computed temperature is shown beside it where they disagree).
 */
async function followLatestUpdate(
  tx: Tx,
  actor: Actor,
  update: { engagementId: string; weekStart: string; overallStatus: Temperature },
) {
  if ((await queries.latestSentWeek(tx, update.engagementId)) !== update.weekStart) return;
  const before = await queries.engagementTemperature(tx, update.engagementId);
  if (before === undefined || before === update.overallStatus) return;
  await bumpAudited(tx, actor, engagements, {
    entity: 'engagements',
    id: update.engagementId,
    values: { projectTemperature: update.overallStatus },
    before: { project_temperature: before },
    after: { project_temperature: update.overallStatus },
  });
  await emitWebhookEvent(tx, 'engagement.temperature_changed', {
    id: update.engagementId,
    from: before,
    to: update.overallStatus,
  });
}

/** A draft or a sent update may be edited (a sent one keeps its history in the audit log); nobody is notified again. */
export async function updateUpdate(db: Db, options: VersionedWrite & { patch: StatusUpdateUpdate }) {
  const { principal, id, patch, actor } = options;
  return updateVersioned(db, {
    ...options,
    table: statusUpdates,
    entity: 'status_updates',
    label: 'Status update',
    columns: COLUMNS,
    onlyChanged: true,
    lock: lockVisible(principal, id),
    check: async (current, tx) => {
      const engagement = await queries.findVisibleEngagement(tx, current.engagementId, null);
      if (engagement) await assertPeople(tx, engagement, patch);
    },
    afterWrite: async (tx, current) => {
      if (current.state === 'sent' && patch.overall_status)
        await followLatestUpdate(tx, actor, { ...current, overallStatus: patch.overall_status });
    },
    read: (tx) => getUpdate(tx, { principal, id }),
  });
}

/** Send: the update is recorded as sent and every internal recipient with an account is notified. */
export async function sendUpdate(db: Db, options: VersionedWrite) {
  const { principal, id, actor } = options;
  return updateVersioned(db, {
    ...options,
    patch: { state: 'sent' as const, sent_at: new Date() },
    table: statusUpdates,
    entity: 'status_updates',
    label: 'Status update',
    columns: { state: 'state', sent_at: 'sentAt' },
    lock: lockVisible(principal, id),
    check: (current) => {
      if (current.state === 'sent') throw AppError.conflict(SENT);
    },
    afterWrite: async (tx, current) => {
      await followLatestUpdate(tx, actor, current);
      await emitWebhookEvent(tx, 'status_update.sent', {
        id,
        engagement_id: current.engagementId,
        week_start: current.weekStart,
      });
      const team = await queries.teamOf(tx, current.engagementId);
      const engagement = await queries.findVisibleEngagement(tx, current.engagementId, null);
      const wanted = new Set(current.recipientConsultantIds);
      for (const member of team) {
        if (!wanted.has(member.id) || !member.userId || member.userId === principal.userId) continue;
        await notify(tx, actor, {
          recipientUserId: member.userId,
          type: 'status_update',
          title: `Status update: ${engagement?.name ?? 'engagement'}`,
          body: `${principal.name} sent the status update for the week of ${current.weekStart}.`,
          link: `/status-updates/${id}`,
        });
      }
    },
    read: (tx) => getUpdate(tx, { principal, id }),
  });
}

export async function deleteUpdate(db: Db, options: VersionedWrite) {
  await deleteVersioned(db, {
    ...options,
    table: statusUpdates,
    entity: 'status_updates',
    label: 'Status update',
    lock: lockVisible(options.principal, options.id),
    check: (current) => {
      if (current.state === 'sent') throw AppError.conflict('A sent update is part of the history and stays.');
    },
  });
}
