import {
  DEFAULT_JOB_TITLE,
  hasPermission,
  isCeoTitle,
  MESSAGES,
  type Consultant,
  type ConsultantCard,
  type ConsultantCreate,
  type ConsultantListQuery,
  type ConsultantUpdate,
  type InvitationLink,
} from '@praxis/shared';
import { eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { consultantJobTitles } from '../../db/schema/catalogues.js';
import { consultants } from '../../db/schema/consultants.js';
import { AppError } from '../../lib/app-error.js';
import { requiredVersion } from '../../lib/versioning.js';
import { audit, type Actor } from '../../lib/audit.js';
import { updateVersioned } from '../../lib/versioned-update.js';
import { pageJsonText, type JsonText } from '../../lib/json-text.js';
import { offsetOf, type Page } from '../../lib/pagination.js';
import { createInvitation } from '../invitations/invitations.service.js';
import * as queries from './consultants.queries.js';
import { announceSessionChange } from '../../realtime/realtime.js';
import { assertAnAdminRemains, lockAdmins } from '../users/admin-guard.js';
import type { Storage } from '../../storage/storage.js';
import { deleteUnusedPhoto } from './photo-files.js';
import { ADMIN_NAME_MESSAGE } from '../../auth/account-rules.js';
import { isAnAdminsName, syncAccountName } from './display-name.js';
import { emitWebhookEvent } from '../webhooks/emit.js';

/** The owner edits their own profile; `consultants.manage` edits anyone's (docs/product.md §6). */
export function canEditConsultant(principal: Principal, consultantId: string): boolean {
  return (
    hasPermission(principal.roles, 'consultants.manage') ||
    (principal.consultant?.id === consultantId && hasPermission(principal.roles, 'profile.edit_own'))
  );
}

/** Money figures are for admins and the consultant themself only. */
export function toConsultant(row: queries.ConsultantRow, viewer: Principal): Consultant {
  const mayseeRate = hasPermission(viewer.roles, 'finance.view') || viewer.consultant?.id === row.id;
  return {
    id: row.id,
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    photo_url: row.photoUrl,
    email: row.email,
    phone: row.phone,
    location: row.location,
    bio: row.bio,
    availability_status: row.availabilityStatus,
    start_date: row.startDate,
    hourly_rate: mayseeRate ? row.hourlyRate : null,
    linkedin_url: row.linkedinUrl,
    time_zone: row.timeZone,
    job_title_id: row.jobTitleId,
    job_title: row.jobTitle,
    role: row.role,
    left_on: row.leftOn,
    version: row.version,
  };
}

export async function getConsultant(db: Db, viewer: Principal, id: string): Promise<Consultant> {
  const row = await queries.readConsultant(db, id);
  if (!row) throw AppError.notFound('Consultant');
  return toConsultant(row, viewer);
}

/** A card of the directory: the record (private fields by the viewer) and what the page's statement added. */
function cardOf(row: queries.ConsultantCardRow, viewer: Principal, search: boolean): ConsultantCard {
  return {
    ...toConsultant(row, viewer),
    ...(search ? { matched_skill: row.matchedSkill } : {}),
    top_skills: row.topSkills,
    certifications: row.certifications,
    languages: row.languages,
  };
}

/**
 * A page of the directory as PostgreSQL rendered it (cards of the same shape as {@link cardOf}'s, filtered and with
 * the rate rule applied in SQL): the API passes the page's JSON through without parsing it.
 */
export async function listConsultants(
  db: Db,
  { viewer, query, page }: { viewer: Principal; query: ConsultantListQuery; page: { page: number; pageSize: number } },
): Promise<JsonText<Page<ConsultantCard>>> {
  const { sort = 'name', ...filter } = query;
  assertMaySeeArchived(viewer, query);
  const rates = { rates: hasPermission(viewer.roles, 'finance.view'), consultantId: viewer.consultant?.id ?? null };
  const { items, total } = await queries.selectCardsJson(db, filter, sort, rates, offsetOf(page));
  return pageJsonText<ConsultantCard>(items, total, page);
}

/** People who left (archived) are listed only to those who manage consultants. */
export function assertMaySeeArchived(viewer: Principal, query: ConsultantListQuery): void {
  if (query.archived === 'true' && !hasPermission(viewer.roles, 'consultants.manage')) {
    throw AppError.forbidden('Only those who manage consultants see the people who left.');
  }
}

/** The directory, page by page in its order, with the same private-field rules (the CSV export). */
export const consultantRows =
  (db: Db, { viewer, query }: { viewer: Principal; query: ConsultantListQuery }) =>
  async (limit: number, offset: number) => {
    const { sort = 'name', ...filter } = query;
    const rows = await queries.selectCards(db, filter, sort, limit, offset);
    return rows.map((row) => cardOf(row, viewer, Boolean(query.q)));
  };

/** The CEO rule applies on assignment too (docs/product.md §5). */
export async function assertAssignableJobTitle(db: DbOrTx, jobTitleId: string): Promise<void> {
  const [title] = await db.select().from(consultantJobTitles).where(eq(consultantJobTitles.id, jobTitleId));
  if (!title) throw AppError.validation('That job title does not exist.', { job_title_id: 'Unknown job title.' });
  if (isCeoTitle(title.title)) throw AppError.validation(MESSAGES.ceoTitle, { job_title_id: MESSAGES.ceoTitle });
}

/**
 * docs/product.md §10: on one's own profile, role, hourly rate and job title need consultants.manage. Sending the value
 * the profile already holds is not a change (forms send whole records); the hourly rate is never accepted.
 */
function assertMaySetManagedFields(principal: Principal, current: queries.ConsultantRow, patch: ConsultantUpdate) {
  if (hasPermission(principal.roles, 'consultants.manage')) return;
  const changes =
    (patch.role !== undefined && patch.role !== current.role) ||
    (patch.job_title_id !== undefined && patch.job_title_id !== current.jobTitleId) ||
    patch.hourly_rate !== undefined;
  if (changes) throw AppError.forbidden('Only an admin can change your role, hourly rate or job title.');
}

const renames = (current: queries.ConsultantRow, patch: ConsultantUpdate) =>
  (patch.first_name !== undefined && patch.first_name !== current.firstName) ||
  (patch.last_name !== undefined && patch.last_name !== current.lastName);

const COLUMN_OF = {
  first_name: 'firstName',
  last_name: 'lastName',
  photo_url: 'photoUrl',
  email: 'email',
  phone: 'phone',
  location: 'location',
  bio: 'bio',
  availability_status: 'availabilityStatus',
  start_date: 'startDate',
  hourly_rate: 'hourlyRate',
  linkedin_url: 'linkedinUrl',
  time_zone: 'timeZone',
  job_title_id: 'jobTitleId',
  role: 'role',
} as const satisfies Record<keyof ConsultantUpdate, keyof typeof consultants.$inferInsert>;

export async function updateConsultant(
  db: Db,
  principal: Principal,
  actor: Actor,
  id: string,
  patch: ConsultantUpdate,
  expectedVersion: number | undefined,
  /** Where uploaded photos live: a photo the change replaces is deleted after the commit. */
  storage?: Storage,
): Promise<Consultant> {
  let replacedPhoto: string | null = null;
  const saved = await updateVersioned(db, {
    actor,
    id,
    patch,
    expectedVersion,
    table: consultants,
    entity: 'consultants',
    label: 'Consultant',
    columns: COLUMN_OF,
    mapValue: (field, value) => (field === 'email' && typeof value === 'string' ? value.toLowerCase() : value),
    lock: async (tx) => {
      // A role change may take admin away from someone: serialised with the other such changes (before row locks).
      if (patch.role !== undefined) await lockAdmins(tx);
      return queries.findConsultant(tx, id, { forUpdate: true });
    },
    guard: (current) => {
      if (!canEditConsultant(principal, id)) throw AppError.forbidden('You can only edit your own profile.');
      assertMaySetManagedFields(principal, current, patch);
      if (patch.photo_url !== undefined && patch.photo_url !== current.photoUrl) replacedPhoto = current.photoUrl;
      if (patch.role !== undefined && patch.role !== current.role && !hasPermission(principal.roles, 'roles.assign')) {
        throw AppError.forbidden('Only an admin can change roles.');
      }
      if (patch.hourly_rate !== undefined && !hasPermission(principal.roles, 'finance.view')) {
        throw AppError.forbidden('Only an admin can change hourly rates.');
      }
      // Never a blind overwrite of a profile: the writer says which version they read (after 404 and 403).
      requiredVersion(expectedVersion);
    },
    check: async (current, tx) => {
      if (patch.job_title_id && patch.job_title_id !== current.jobTitleId) {
        await assertAssignableJobTitle(tx, patch.job_title_id);
      }
      if (renames(current, patch) && !hasPermission(principal.roles, 'consultants.manage')) {
        const fullName = `${patch.first_name ?? current.firstName} ${patch.last_name ?? current.lastName}`;
        if (await isAnAdminsName(tx, fullName, id)) {
          throw AppError.validation(ADMIN_NAME_MESSAGE, { first_name: ADMIN_NAME_MESSAGE });
        }
      }
    },
    afterWrite: async (tx, current) => {
      if (renames(current, patch) && current.userId) {
        await syncAccountName(tx, id);
        await announceSessionChange(tx, { user_id: current.userId });
      }
      if (patch.role !== undefined && patch.role !== current.role && current.userId) {
        await assertAnAdminRemains(tx);
        await announceSessionChange(tx, { user_id: current.userId });
      }
    },
    read: async (tx) => {
      const updated = await queries.findConsultant(tx, id);
      if (!updated) throw AppError.notFound('Consultant');
      return toConsultant(updated, principal);
    },
  });
  if (storage) await deleteUnusedPhoto(db, storage, replacedPhoto);
  return saved;
}

/**
 * A consultant created by someone with `consultants.manage`, with a single-use invitation link (made in the same
 * transaction) through which the person claims the profile. Signing up with the same e-mail does not claim it.
 */
export async function createConsultant(
  db: Db,
  principal: Principal,
  actor: Actor,
  input: ConsultantCreate,
  appUrl: string,
): Promise<Consultant & { invitation: InvitationLink }> {
  if (input.role !== undefined && input.role !== 'employee' && !hasPermission(principal.roles, 'roles.assign')) {
    throw AppError.forbidden('Only an admin can assign roles.');
  }
  if (
    input.hourly_rate !== undefined &&
    input.hourly_rate !== null &&
    !hasPermission(principal.roles, 'finance.view')
  ) {
    throw AppError.forbidden('Only an admin can set hourly rates.');
  }
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    if (await queries.findConsultantByEmail(tx, email)) {
      throw AppError.conflict(`A consultant with the email ${email} already exists.`);
    }
    if (input.job_title_id) await assertAssignableJobTitle(tx, input.job_title_id);
    const values: typeof consultants.$inferInsert = { firstName: input.first_name, lastName: input.last_name, email };
    for (const [field, value] of Object.entries(input) as [keyof ConsultantUpdate, unknown][]) {
      if (field === 'email') continue;
      Object.assign(values, { [COLUMN_OF[field]]: value });
    }
    values.jobTitleId ??= await defaultJobTitleId(tx);
    const [created] = await tx.insert(consultants).values(values).returning();
    if (!created) throw new Error('insert returned no row');
    await audit(tx, actor, { entity: 'consultants', entityId: created.id, action: 'create', after: input });
    await emitWebhookEvent(tx, 'consultant.created', {
      id: created.id,
      name: `${created.firstName} ${created.lastName}`,
    });
    const invitation = await createInvitation(tx, actor, created, appUrl);
    const row = await queries.findConsultant(tx, created.id);
    if (!row) throw AppError.notFound('Consultant');
    return { ...toConsultant(row, principal), invitation };
  });
}

/** The job title a new consultant gets unless one is chosen (created if an admin deleted it). */
export async function defaultJobTitleId(tx: DbOrTx): Promise<string> {
  const [found] = await tx
    .select({ id: consultantJobTitles.id })
    .from(consultantJobTitles)
    .where(sql`lower(${consultantJobTitles.title}) = lower(${DEFAULT_JOB_TITLE})`);
  if (found) return found.id;
  const [created] = await tx
    .insert(consultantJobTitles)
    .values({ title: DEFAULT_JOB_TITLE })
    .onConflictDoNothing()
    .returning({ id: consultantJobTitles.id });
  if (created) return created.id;
  return defaultJobTitleId(tx);
}
