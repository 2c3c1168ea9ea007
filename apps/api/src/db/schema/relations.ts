import { relations } from 'drizzle-orm';
import { user } from './auth.js';
import {
  certifications,
  consultantJobTitles,
  engagementRoles,
  languages,
  platformCategories,
  platformProducts,
  projectCategories,
} from './catalogues.js';
import { clientContacts, clients } from './clients.js';
import {
  consultantCertifications,
  consultantEducation,
  consultantExpertise,
  consultantLanguages,
  consultants,
} from './consultants.js';
import { engagementConsultants, engagements } from './engagements.js';
import { notifications } from './notifications.js';
import { improvementRequestComments, improvementRequests } from './work-items.js';

/** Relations for Drizzle's relational queries (`db.query.consultants.findFirst({ with: { expertise: true } })`). */

export const userRelations = relations(user, ({ one }) => ({
  consultant: one(consultants, { fields: [user.id], references: [consultants.userId] }),
}));

export const consultantRelations = relations(consultants, ({ one, many }) => ({
  user: one(user, { fields: [consultants.userId], references: [user.id] }),
  jobTitle: one(consultantJobTitles, { fields: [consultants.jobTitleId], references: [consultantJobTitles.id] }),
  expertise: many(consultantExpertise),
  education: many(consultantEducation),
  certifications: many(consultantCertifications),
  languages: many(consultantLanguages),
  assignments: many(engagementConsultants),
}));

export const jobTitleRelations = relations(consultantJobTitles, ({ many }) => ({
  consultants: many(consultants),
}));

export const expertiseRelations = relations(consultantExpertise, ({ one }) => ({
  consultant: one(consultants, { fields: [consultantExpertise.consultantId], references: [consultants.id] }),
  category: one(platformCategories, { fields: [consultantExpertise.categoryId], references: [platformCategories.id] }),
  product: one(platformProducts, { fields: [consultantExpertise.productId], references: [platformProducts.id] }),
}));

export const educationRelations = relations(consultantEducation, ({ one }) => ({
  consultant: one(consultants, { fields: [consultantEducation.consultantId], references: [consultants.id] }),
}));

export const consultantCertificationRelations = relations(consultantCertifications, ({ one }) => ({
  consultant: one(consultants, { fields: [consultantCertifications.consultantId], references: [consultants.id] }),
  certification: one(certifications, {
    fields: [consultantCertifications.certificationId],
    references: [certifications.id],
  }),
}));

export const consultantLanguageRelations = relations(consultantLanguages, ({ one }) => ({
  consultant: one(consultants, { fields: [consultantLanguages.consultantId], references: [consultants.id] }),
  language: one(languages, { fields: [consultantLanguages.languageId], references: [languages.id] }),
}));

export const platformCategoryRelations = relations(platformCategories, ({ many }) => ({
  products: many(platformProducts),
}));

export const platformProductRelations = relations(platformProducts, ({ one }) => ({
  category: one(platformCategories, { fields: [platformProducts.categoryId], references: [platformCategories.id] }),
}));

export const clientRelations = relations(clients, ({ one, many }) => ({
  accountOwner: one(consultants, { fields: [clients.accountOwnerId], references: [consultants.id] }),
  contacts: many(clientContacts),
  engagements: many(engagements),
}));

export const clientContactRelations = relations(clientContacts, ({ one }) => ({
  client: one(clients, { fields: [clientContacts.clientId], references: [clients.id] }),
}));

export const engagementRelations = relations(engagements, ({ one, many }) => ({
  client: one(clients, { fields: [engagements.clientId], references: [clients.id] }),
  projectCategory: one(projectCategories, {
    fields: [engagements.projectCategoryId],
    references: [projectCategories.id],
  }),
  assignments: many(engagementConsultants),
  workItems: many(improvementRequests),
}));

export const engagementConsultantRelations = relations(engagementConsultants, ({ one }) => ({
  engagement: one(engagements, { fields: [engagementConsultants.engagementId], references: [engagements.id] }),
  consultant: one(consultants, { fields: [engagementConsultants.consultantId], references: [consultants.id] }),
  engagementRole: one(engagementRoles, {
    fields: [engagementConsultants.engagementRoleId],
    references: [engagementRoles.id],
  }),
}));

export const improvementRequestRelations = relations(improvementRequests, ({ one, many }) => ({
  engagement: one(engagements, { fields: [improvementRequests.engagementId], references: [engagements.id] }),
  requester: one(consultants, {
    fields: [improvementRequests.consultantId],
    references: [consultants.id],
    relationName: 'requester',
  }),
  assignee: one(consultants, {
    fields: [improvementRequests.assigneeId],
    references: [consultants.id],
    relationName: 'assignee',
  }),
  comments: many(improvementRequestComments),
}));

export const improvementRequestCommentRelations = relations(improvementRequestComments, ({ one }) => ({
  request: one(improvementRequests, {
    fields: [improvementRequestComments.requestId],
    references: [improvementRequests.id],
  }),
}));

export const notificationRelations = relations(notifications, ({ one }) => ({
  recipient: one(user, { fields: [notifications.recipientUserId], references: [user.id] }),
}));
