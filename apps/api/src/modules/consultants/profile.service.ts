import {
  CERTIFICATION_EXPIRY_WARNING_DAYS,
  type CertificationLinkInput,
  type CertificationStatus,
  type ConsultantProfile,
  type LanguageProficiency,
} from '@praxis/shared';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db, Tx } from '../../db/client.js';
import { certifications, languages } from '../../db/schema/catalogues.js';
import { consultantCertifications, consultantLanguages } from '../../db/schema/consultants.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../lib/audit.js';
import * as queries from './consultants.queries.js';
import { canEditConsultant, toConsultant } from './consultants.service.js';
import {
  CERTIFICATION,
  EDUCATION,
  insertEntry,
  LANGUAGE,
  removeEntry,
  setEntryField,
  type EntryKind,
} from './profile-entries.js';
import * as profile from './profile.queries.js';
import type { ProfileTable } from './profile.queries.js';
import { addDays } from '@praxis/shared/dates';

/** Expired before today; expiring within 90 days (inclusive); otherwise valid (no expiry date = valid). */
export function certificationStatusOf(expiresOn: string | null, today = new Date()): CertificationStatus {
  if (!expiresOn) return 'valid';
  const todayIso = today.toISOString().slice(0, 10);
  if (expiresOn < todayIso) return 'expired';
  return expiresOn <= addDays(todayIso, CERTIFICATION_EXPIRY_WARNING_DAYS) ? 'expiring' : 'valid';
}

export async function getProfile(db: Db, viewer: Principal, id: string): Promise<ConsultantProfile> {
  const row = await queries.readConsultant(db, id);
  if (!row) throw AppError.notFound('Consultant');
  const parts = await profile.profileParts(db, id);
  const current = parts.assignments.filter((assignment) => assignment.isCurrent);
  return {
    consultant: toConsultant(row, viewer),
    can_edit: canEditConsultant(viewer, id),
    expertise: parts.expertise.map((e) => ({
      id: e.id,
      consultant_id: e.consultantId,
      category_id: e.categoryId,
      category_name: e.categoryName,
      product_id: e.productId,
      product_name: e.productName,
      rating: e.rating,
    })),
    education: parts.education,
    certifications: parts.certs.map((c) => ({
      id: c.id,
      certification_id: c.certificationId,
      name: c.name,
      issued_on: c.issuedOn,
      expires_on: c.expiresOn,
      credential_url: c.credentialUrl,
      status: certificationStatusOf(c.expiresOn),
    })),
    languages: parts.langs.map((l) => ({
      id: l.id,
      language_id: l.languageId,
      name: l.name,
      proficiency: l.proficiency,
    })),
    engagements: parts.assignments.map((a) => ({
      id: a.id,
      engagement_id: a.engagementId,
      name: a.name,
      type: a.type,
      status: a.status,
      client_name: a.clientName,
      engagement_role: a.role,
      start_date: a.startDate,
      end_date: a.endDate,
      hours_allocated: a.hoursAllocated,
      hours_used: a.hoursUsed,
      is_current: Boolean(a.isCurrent),
    })),
    allocation: {
      current_engagements: current.length,
      hours_allocated: current.reduce((sum, a) => sum + (a.hoursAllocated ?? 0), 0),
      hours_used: current.reduce((sum, a) => sum + a.hoursUsed, 0),
    },
  };
}

/**
 * Every profile write runs here: the consultant row is locked (so sub-collection edits serialise with profile
 * edits), the owner-or-manager rule is checked, then the change and its audit row commit together.
 */
export async function editProfile<T>(
  db: Db,
  principal: Principal,
  consultantId: string,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const consultant = await queries.findConsultant(tx, consultantId, { forUpdate: true });
    if (!consultant) throw AppError.notFound('Consultant');
    if (!canEditConsultant(principal, consultantId)) throw AppError.forbidden('You can only edit your own profile.');
    return change(tx);
  });
}

export async function addEducation(
  db: Db,
  principal: Principal,
  actor: Actor,
  consultantId: string,
  education: string,
) {
  return editProfile(db, principal, consultantId, async (tx) => {
    const row = await insertEntry(tx, actor, EDUCATION, { consultantId, education }, { education });
    return { id: row.id, education: row.education };
  });
}

/** The delete of one kind of profile entry, by the profile's owner or a manager. */
const entryRemover =
  <T extends ProfileTable>(kind: EntryKind<T>) =>
  async (db: Db, principal: Principal, actor: Actor, consultantId: string, id: string): Promise<void> => {
    await editProfile(db, principal, consultantId, (tx) => removeEntry(tx, actor, kind, { consultantId, id }));
  };

export const deleteEducation = entryRemover(EDUCATION);

async function certificationName(tx: Tx, certificationId: string): Promise<string> {
  const [found] = await tx.select().from(certifications).where(eq(certifications.id, certificationId));
  if (!found) {
    throw AppError.validation('That certification is not in the catalogue.', {
      certification_id: 'Unknown certification.',
    });
  }
  return found.name;
}

export async function addCertification(
  db: Db,
  principal: Principal,
  actor: Actor,
  consultantId: string,
  input: CertificationLinkInput,
) {
  return editProfile(db, principal, consultantId, async (tx) => {
    const name = await certificationName(tx, input.certification_id);
    const sameCertification = eq(consultantCertifications.certificationId, input.certification_id);
    if (await profile.heldEntry(tx, consultantCertifications, consultantId, sameCertification)) {
      throw AppError.conflict(`${name} is already on this profile.`);
    }
    const row = await insertEntry(
      tx,
      actor,
      CERTIFICATION,
      {
        consultantId,
        certificationId: input.certification_id,
        issuedOn: input.issued_on ?? null,
        expiresOn: input.expires_on ?? null,
        credentialUrl: input.credential_url ?? null,
      },
      input,
    );
    return {
      id: row.id,
      certification_id: row.certificationId,
      name,
      issued_on: row.issuedOn,
      expires_on: row.expiresOn,
      credential_url: row.credentialUrl,
      status: certificationStatusOf(row.expiresOn),
    };
  });
}

export const deleteCertification = entryRemover(CERTIFICATION);

export async function addLanguage(
  db: Db,
  principal: Principal,
  actor: Actor,
  consultantId: string,
  input: { language_id: string; proficiency: LanguageProficiency },
) {
  return editProfile(db, principal, consultantId, async (tx) => {
    const [language] = await tx.select().from(languages).where(eq(languages.id, input.language_id));
    if (!language) {
      throw AppError.validation('That language is not in the catalogue.', { language_id: 'Unknown language.' });
    }
    const sameLanguage = eq(consultantLanguages.languageId, language.id);
    if (await profile.heldEntry(tx, consultantLanguages, consultantId, sameLanguage)) {
      throw AppError.conflict(`${language.name} is already on this profile.`);
    }
    const values = { consultantId, languageId: language.id, proficiency: input.proficiency };
    const row = await insertEntry(tx, actor, LANGUAGE, values, input);
    return { id: row.id, language_id: language.id, name: language.name, proficiency: row.proficiency };
  });
}

export async function updateLanguage(
  db: Db,
  principal: Principal,
  actor: Actor,
  consultantId: string,
  id: string,
  proficiency: LanguageProficiency,
) {
  return editProfile(db, principal, consultantId, async (tx) => {
    const current = await setEntryField(tx, actor, LANGUAGE, { consultantId, id }, 'proficiency', proficiency);
    const [language] = await tx.select().from(languages).where(eq(languages.id, current.languageId));
    return { id, language_id: current.languageId, name: language?.name ?? '', proficiency };
  });
}

export const deleteLanguage = entryRemover(LANGUAGE);
