import { and, asc, desc, eq, sql } from 'drizzle-orm';
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

export const educationOf = async (db: DbOrTx, consultantId: string, id: string) =>
  (
    await db
      .select()
      .from(consultantEducation)
      .where(and(eq(consultantEducation.id, id), eq(consultantEducation.consultantId, consultantId)))
      .for('update')
  )[0];

export const certificationLinkOf = async (db: DbOrTx, consultantId: string, id: string) =>
  (
    await db
      .select()
      .from(consultantCertifications)
      .where(and(eq(consultantCertifications.id, id), eq(consultantCertifications.consultantId, consultantId)))
      .for('update')
  )[0];

export const languageLinkOf = async (db: DbOrTx, consultantId: string, id: string) =>
  (
    await db
      .select()
      .from(consultantLanguages)
      .where(and(eq(consultantLanguages.id, id), eq(consultantLanguages.consultantId, consultantId)))
      .for('update')
  )[0];
