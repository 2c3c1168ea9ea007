import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import {
  consultantCertifications,
  consultantEducation,
  consultantExpertise,
  consultantLanguages,
} from '../../db/schema/consultants.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { lockProfileRow, type ProfileTable } from './profile.queries.js';

/*
 * The entries of a profile (skills, education, certifications, languages) are edited the same way: inside
 * `editProfile`'s transaction, an entry is found among the consultant's own (else a 404 naming it), changed, and
 * the change is audited under the entry's table.
 */

/** A kind of profile entry: its table, its audit entity and what a 404 calls it. */
export interface EntryKind<T extends ProfileTable> {
  table: T;
  entity: string;
  label: string;
}

export const SKILL = { table: consultantExpertise, entity: 'consultant_expertise', label: 'Skill' };
export const EDUCATION = { table: consultantEducation, entity: 'consultant_education', label: 'Education entry' };
export const CERTIFICATION = {
  table: consultantCertifications,
  entity: 'consultant_certifications',
  label: 'Certification',
};
export const LANGUAGE = { table: consultantLanguages, entity: 'consultant_languages', label: 'Language' };

/** Which entry: its id and the consultant whose profile holds it. */
export interface EntryRef {
  consultantId: string;
  id: string;
}

/** The entry, locked for the edit; a 404 naming its kind when the consultant's profile holds no such entry. */
export async function lockEntry<T extends ProfileTable>(
  tx: Tx,
  kind: EntryKind<T>,
  { consultantId, id }: EntryRef,
): Promise<T['$inferSelect']> {
  const current = await lockProfileRow(tx, kind.table, consultantId, id);
  if (!current) throw AppError.notFound(kind.label);
  return current;
}

/** Adds an entry to a profile with its audit row, which records `after` as what was added. */
export async function insertEntry<T extends ProfileTable>(
  tx: Tx,
  actor: Actor,
  kind: EntryKind<T>,
  values: T['$inferInsert'],
  after: unknown,
): Promise<T['$inferSelect']> {
  const [row] = (await tx
    .insert(kind.table as PgTable)
    .values(values)
    .returning()) as (T['$inferSelect'] & { id: string })[];
  if (!row) throw new Error('insert returned no row');
  await audit(tx, actor, { entity: kind.entity, entityId: row.id, action: 'create', after });
  return row;
}

/** Sets one field of an entry, with its audit row (that field before → after); answers the entry as it was. */
export async function setEntryField<T extends ProfileTable, K extends keyof T['$inferSelect'] & string>(
  tx: Tx,
  actor: Actor,
  kind: EntryKind<T>,
  ref: EntryRef,
  field: K,
  value: T['$inferSelect'][K],
): Promise<T['$inferSelect']> {
  const current = await lockEntry(tx, kind, ref);
  await tx
    .update(kind.table as PgTable)
    .set({ [field]: value })
    .where(eq(kind.table.id, ref.id));
  await audit(tx, actor, {
    entity: kind.entity,
    entityId: ref.id,
    action: 'update',
    before: { [field]: current[field] },
    after: { [field]: value },
  });
  return current;
}

/** Removes an entry from a profile, with its audit row (the entry as it was). */
export async function removeEntry<T extends ProfileTable>(tx: Tx, actor: Actor, kind: EntryKind<T>, ref: EntryRef) {
  const current = await lockEntry(tx, kind, ref);
  await tx.delete(kind.table as PgTable).where(eq(kind.table.id, ref.id));
  await audit(tx, actor, { entity: kind.entity, entityId: ref.id, action: 'delete', before: current });
}
