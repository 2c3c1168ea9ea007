import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  certifications,
  engagementRoles,
  languages,
  platformCategories,
  platformProducts,
} from '../../db/schema/catalogues.js';
import { clients } from '../../db/schema/clients.js';
import {
  consultantCertifications,
  consultantEducation,
  consultantExpertise,
  consultantLanguages,
} from '../../db/schema/consultants.js';
import { engagementConsultants, engagements } from '../../db/schema/engagements.js';
import { lockWhere } from '../../lib/lock-row.js';

/** The sub-collections of one profile, each in catalogue display order. */
export async function profileParts(db: DbOrTx, consultantId: string) {
  const [expertise, education, certs, langs, assignments] = await Promise.all([
    db
      .select({
        id: consultantExpertise.id,
        consultantId: consultantExpertise.consultantId,
        categoryId: consultantExpertise.categoryId,
        categoryName: platformCategories.name,
        productId: consultantExpertise.productId,
        productName: platformProducts.name,
        rating: consultantExpertise.rating,
      })
      .from(consultantExpertise)
      .innerJoin(platformCategories, eq(platformCategories.id, consultantExpertise.categoryId))
      .leftJoin(platformProducts, eq(platformProducts.id, consultantExpertise.productId))
      .where(eq(consultantExpertise.consultantId, consultantId))
      .orderBy(asc(platformCategories.displayOrder), sql`${platformProducts.displayOrder} nulls first`),
    db
      .select({ id: consultantEducation.id, education: consultantEducation.education })
      .from(consultantEducation)
      .where(eq(consultantEducation.consultantId, consultantId))
      .orderBy(desc(consultantEducation.endYear), asc(consultantEducation.createdAt)),
    db
      .select({
        id: consultantCertifications.id,
        certificationId: consultantCertifications.certificationId,
        name: certifications.name,
        issuedOn: consultantCertifications.issuedOn,
        expiresOn: consultantCertifications.expiresOn,
        credentialUrl: consultantCertifications.credentialUrl,
      })
      .from(consultantCertifications)
      .innerJoin(certifications, eq(certifications.id, consultantCertifications.certificationId))
      .where(eq(consultantCertifications.consultantId, consultantId))
      .orderBy(asc(certifications.displayOrder), asc(certifications.name)),
    db
      .select({
        id: consultantLanguages.id,
        languageId: consultantLanguages.languageId,
        name: languages.name,
        proficiency: consultantLanguages.proficiency,
      })
      .from(consultantLanguages)
      .innerJoin(languages, eq(languages.id, consultantLanguages.languageId))
      .where(eq(consultantLanguages.consultantId, consultantId))
      .orderBy(asc(languages.displayOrder), asc(languages.name)),
    db
      .select({
        id: engagementConsultants.id,
        engagementId: engagements.id,
        name: engagements.name,
        type: engagements.type,
        status: engagements.status,
        clientName: clients.name,
        role: engagementRoles.title,
        startDate: engagementConsultants.startDate,
        endDate: engagementConsultants.endDate,
        hoursAllocated: engagementConsultants.hoursAllocated,
        hoursUsed: engagementConsultants.hoursUsed,
        isCurrent: sql<boolean>`(coalesce(${engagementConsultants.startDate}, current_date) <= current_date
          and coalesce(${engagementConsultants.endDate}, current_date) >= current_date
          and ${engagements.status} in ('active', 'on_hold'))`,
      })
      .from(engagementConsultants)
      .innerJoin(engagements, eq(engagements.id, engagementConsultants.engagementId))
      .innerJoin(clients, eq(clients.id, engagements.clientId))
      .leftJoin(engagementRoles, eq(engagementRoles.id, engagementConsultants.engagementRoleId))
      .where(eq(engagementConsultants.consultantId, consultantId))
      .orderBy(sql`${engagementConsultants.startDate} desc nulls last`, asc(engagements.name))
      .limit(200),
  ]);
  return { expertise, education, certs, langs, assignments };
}

/** A table of a profile's entries (skills, education, certifications, languages): each row names its consultant. */
export type ProfileTable = PgTable & { id: PgColumn; consultantId: PgColumn };

/** One entry of a consultant's profile, locked for the edit that reads it (undefined when not theirs or gone). */
export const lockProfileRow = <T extends ProfileTable>(db: DbOrTx, table: T, consultantId: string, id: string) =>
  lockWhere(db, table, and(eq(table.id, id), eq(table.consultantId, consultantId)));

/** The consultant's entry in `table` matching `which` (the same certification, language, skill…), if they hold one. */
export async function heldEntry(db: DbOrTx, table: ProfileTable, consultantId: string, which: SQL | undefined) {
  const [held] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.consultantId, consultantId), which));
  return held;
}
