import type { PgTable } from 'drizzle-orm/pg-core';
import * as s from '../schema/index.js';
import { buildClients, buildEngagements } from './build-engagements.js';
import { buildCalendarDocs, type SeedFile } from './build-calendar-docs.js';
import { fitBudgetsToForecasts } from './build-forecast-budgets.js';
import { buildCatalogues, buildPeople } from './build-people.js';
import { buildImports } from './build-imports.js';
import { buildApiTokens } from './build-api-tokens.js';
import { buildMeeting } from './build-meeting.js';
import { buildOnboarding } from './build-onboarding.js';
import { buildPlans } from './build-plans.js';
import { buildRecruiting } from './build-recruiting.js';
import { buildStaffing } from './build-staffing.js';
import { buildStatusUpdates } from './build-status-updates.js';
import { buildTimesheets } from './build-timesheets.js';
import { buildNotifications, buildWorkItems } from './build-work.js';
import { buildWebhooks } from './build-webhooks.js';
import { buildMailOutbox } from './build-mail-outbox.js';
import { buildExchangeRates } from './build-exchange-rates.js';
import { createCalendar, createRandom } from './random.js';

/** Changing it reshuffles the whole demo firm; keep it fixed so screenshots and e2e specs stay stable. */
export const DEMO_SEED = 20261102;

/** The address seeded e-mails link to when the caller names none (the default local `npm start`). */
const DEMO_APP_URL = 'http://localhost:3000';

export interface TableRows {
  table: PgTable;
  rows: Record<string, unknown>[];
  /** Files these rows point at, put into the storage module once the rows are committed. */
  files?: SeedFile[];
}

/**
 * The demo firm as rows per table, in foreign-key order. Pure: the same `now` and hashes give the same rows
 * (ids included), so it can be checked without a database.
 */
export function buildDemoFirm(options: {
  now: Date;
  passwordHashes: readonly string[];
  /** The instance's public address, which the seeded e-mails link to. */
  appUrl?: string;
}): TableRows[] {
  const rng = createRandom(DEMO_SEED);
  const cal = createCalendar(options.now);
  const catalogues = buildCatalogues(rng);
  const people = buildPeople(rng, cal, catalogues, options.passwordHashes);
  const { clients, contacts } = buildClients(rng, cal, people);
  const work = buildEngagements(rng, cal, catalogues, people, clients);
  const { requests, comments } = buildWorkItems(rng, cal, people, work);
  const notifications = buildNotifications(rng, cal, people, work, requests);
  const plans = buildPlans(cal, catalogues, work);
  // Its own generator, so adding these rows does not reshuffle the rest of the firm.
  const docs = buildCalendarDocs(createRandom(DEMO_SEED + 17), cal, people);
  // Its own generator, so adding staffing data leaves every other table of the demo firm as it was.
  const staffing = buildStaffing(createRandom(DEMO_SEED + 14), cal, catalogues, people, work);
  const timesheets = buildTimesheets(cal, people, work);
  fitBudgetsToForecasts(cal, work, staffing, timesheets);
  const statusUpdates = buildStatusUpdates(cal, people, work);
  // Its own generator, so the recruiting rows leave the rest of the firm as it was.
  const recruiting = buildRecruiting(createRandom(DEMO_SEED + 19), cal, catalogues, people);
  const meeting = buildMeeting(cal, people, work, requests, staffing.requests);
  const onboarding = buildOnboarding(createRandom(DEMO_SEED + 23), cal, people, recruiting.candidates);
  // Its own generator, so the import history leaves the rest of the firm as it was.
  const imports = buildImports(createRandom(DEMO_SEED + 29), cal, people);
  // Its own generator, so the demo tokens leave the rest of the firm as it was.
  const apiTokens = buildApiTokens(createRandom(DEMO_SEED + 31), cal, people);
  const webhooks = buildWebhooks(createRandom(DEMO_SEED + 37), cal, requests);
  // Its own generator, so the outbox leaves the rest of the firm as it was.
  const mail = buildMailOutbox(createRandom(DEMO_SEED + 43), cal, people, options.appUrl ?? DEMO_APP_URL);

  const plan: [PgTable, object[]][] = [
    [s.user, people.users],
    [s.account, people.accounts],
    [s.consultantJobTitles, catalogues.jobTitles],
    [s.certifications, catalogues.certifications],
    [s.languages, catalogues.languages],
    [s.platformCategories, catalogues.categories],
    [s.platformProducts, catalogues.products],
    [s.projectCategories, catalogues.projectCategories],
    [s.engagementRoles, catalogues.engagementRoles],
    [s.consultants, people.consultants],
    [s.consultantExpertise, people.expertise],
    [s.consultantEducation, people.education],
    [s.consultantCertifications, people.certifications],
    [s.consultantLanguages, people.languages],
    [s.adminWhitelist, people.adminWhitelist],
    [s.userRoles, people.userRoles],
    [s.clients, clients],
    [s.clientContacts, contacts],
    [s.engagements, work.engagements],
    [s.engagementConsultants, work.assignments],
    [s.improvementRequests, requests],
    [s.improvementRequestComments, comments],
    [s.notifications, notifications],
    [s.planTemplates, plans.templates],
    [s.planTemplateTasks, plans.templateTasks],
    [s.planTemplateDependencies, plans.templateDependencies],
    [s.projectPlans, plans.plans],
    [s.planTasks, plans.tasks],
    [s.planDependencies, plans.dependencies],
    [s.changeLogEntries, docs.changeLog],
    [s.changeLogSeen, docs.changeLogSeen],
    [s.goldenFolders, docs.folders],
    [s.goldenItems, docs.items],
    [s.goldenDocumentVersions, docs.versions],
    [s.calendarEvents, [...docs.events, ...timesheets.holidayEvents]],
    [s.engagementConsultants, staffing.assignments],
    [s.resourceRequests, staffing.requests],
    [s.staffingProposals, staffing.proposals],
    [s.staffingSettings, staffing.settings],
    [s.engagementTimesheetSettings, timesheets.engagementSettings],
    [s.timesheetWeeks, timesheets.weeks],
    [s.timesheetLines, timesheets.lines],
    [s.timesheetEntries, timesheets.entries],
    [s.statusUpdates, statusUpdates],
    [s.positions, recruiting.positions],
    [s.positionSkills, recruiting.skills],
    [s.candidates, recruiting.candidates],
    [s.candidateStageEvents, recruiting.events],
    [s.interviews, recruiting.interviews],
    [s.interviewInterviewers, recruiting.interviewers],
    [s.scorecards, recruiting.scorecards],
    [s.meetingNotes, meeting.notes],
    [s.meetingDecisions, meeting.decisions],
    // The command center's cost basis (margin = revenue − worked hours × this), so the admin sees a margin.
    [s.kpiSettings, [{ id: 1, costPerHour: 68 }]],
    [s.exchangeRates, buildExchangeRates(createRandom(DEMO_SEED + 41), cal)],
    [s.consultants, onboarding.consultants],
    [s.onboardings, onboarding.onboardings],
    [s.onboardingTasks, onboarding.tasks],
    [s.importRuns, imports],
    [s.apiTokens, apiTokens],
    [s.notificationEmailPreferences, demoEmailPreferences(people.users)],
    [s.webhooks, webhooks.endpoints],
    [s.webhookDeliveries, webhooks.deliveries],
    [s.mailOutbox, mail.messages],
    [s.jobs, mail.jobs],
  ];
  return plan.map(([table, rows]) => ({
    table,
    rows: rows as Record<string, unknown>[],
    ...(table === s.goldenDocumentVersions ? { files: docs.files } : {}),
  }));
}

/** A few people who changed how notifications reach them by e-mail (the rest keep the defaults). */
function demoEmailPreferences(users: { id?: string | undefined; email: string }[]) {
  const choices: Record<string, Record<string, 'app' | 'immediate' | 'digest'>> = {
    'pm@demo.local': { work_item_comment: 'app', engagement_team: 'immediate' },
    'employee@demo.local': { status_update: 'app' },
  };
  return users.flatMap((user) =>
    user.id ? Object.entries(choices[user.email] ?? {}).map(([type, mode]) => ({ userId: user.id, type, mode })) : [],
  );
}
