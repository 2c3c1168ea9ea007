import { z } from '@hono/zod-openapi';
import {
  engagementTimesheetSettingsSchema,
  engagementTimesheetsSchema,
  myTimesheetStatusSchema,
  pageOf,
  paginationQuerySchema,
  timesheetAdminFilterShape,
  timesheetAdminQuerySchema,
  timesheetAdminRowSchema,
  timesheetBulkDecisionSchema,
  timesheetBulkResultSchema,
  timesheetPeriodQuerySchema,
  timesheetRemindSchema,
  timesheetSettingsSchema,
  timesheetSettingsUpdateSchema,
  timesheetTotalsSchema,
  withPeriodCheck,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { formatQuerySchema, listResponse, pageOfRows } from '../../lib/csv.js';
import { respondListOrCsv } from '../../lib/list-route.js';
import { createRouter } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { readByQuery, uuidParams, versionedSave } from '../../lib/route-shapes.js';
import * as admin from './admin.service.js';
import * as decisions from './decisions.service.js';
import { engagementHoursCsv } from './engagement-hours.csv.js';
import * as hours from './engagement-hours.service.js';
import * as settings from './settings.service.js';

const approver = access.can('timesheets.approve');
const engagementParams = uuidParams('engagement');
/** Approvers' routes (admins, and Project Managers for their engagements); the others say their own permission. */
const route = routeGroup({ tags: ['timesheets'], access: approver });

const list = route.get('/timesheets/admin/weeks', {
  summary: 'Person-weeks of a period (missing ones included) with hours per engagement; filters and paging',
  description: 'Admins see everyone; a Project Manager sees weeks with time on engagements they manage.',
  request: { query: withPeriodCheck(paginationQuerySchema.extend(timesheetAdminFilterShape)) },
  responses: { 200: jsonResponse(pageOf(timesheetAdminRowSchema), 'A page of person-weeks'), ...errorResponses },
});

const totals = route.get('/timesheets/admin/totals', {
  summary: 'Totals of the period by engagement, by person and by status',
  ...readByQuery(timesheetAdminQuerySchema, jsonResponse(timesheetTotalsSchema, 'Totals'), errorResponses),
});

const exportCsv = route.get('/timesheets/admin/export', {
  summary: 'CSV of approved hours (person, engagement, client, date, hours, billable, note)',
  description: 'An export: admins (data.export); the rows are those the caller may approve.',
  access: access.can('data.export'),
  request: { query: timesheetPeriodQuerySchema },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'Approved hours as CSV' },
    ...errorResponses,
  },
});

const bulk = route.post('/timesheets/admin/decisions', {
  summary: 'Approve or reject several weeks; each week entirely or not at all, results per week',
  request: { body: jsonBody(timesheetBulkDecisionSchema) },
  responses: { 200: jsonResponse(timesheetBulkResultSchema, 'What happened to each week'), ...errorResponses },
});

const remind = route.post('/timesheets/admin/remind', {
  summary: 'Notify people whose week is missing or still a draft',
  request: { body: jsonBody(timesheetRemindSchema) },
  responses: {
    200: jsonResponse(z.object({ reminded: z.number().int() }), 'How many were notified'),
    ...errorResponses,
  },
});

const getSettings = route.get('/timesheets/admin/settings', {
  summary: 'The anomaly threshold (± % around the allocation)',
  responses: { 200: jsonResponse(timesheetSettingsSchema, 'Settings; ETag carries the version'), ...errorResponses },
});

const updateSettings = route.put('/timesheets/admin/settings', {
  summary: 'Change the anomaly threshold',
  access: access.can('settings.manage'),
  ...versionedSave(
    timesheetSettingsUpdateSchema,
    jsonResponse(timesheetSettingsSchema, 'Updated settings'),
    errorResponses,
  ),
});

const current = route.get('/timesheets/me/current', {
  summary: 'This week’s timesheet status of the signed-in user (Home)',
  access: access.can('timesheets.own'),
  responses: { 200: jsonResponse(myTimesheetStatusSchema, 'This week'), ...errorResponses },
});

const engagementHours = route.get('/engagements/{id}/timesheets', {
  summary: 'Hours by week and person on an engagement, last 8 weeks (admins and its Project Managers)',
  request: { params: engagementParams, query: formatQuerySchema },
  responses: { 200: listResponse(engagementTimesheetsSchema, 'Hours by week and person'), ...errorResponses },
});

const engagementSettings = route.put('/engagements/{id}/timesheet-settings', {
  summary: 'Whether billable hours on this engagement need a note',
  request: { params: engagementParams, body: jsonBody(engagementTimesheetSettingsSchema) },
  responses: { 200: jsonResponse(engagementTimesheetSettingsSchema, 'The settings'), ...errorResponses },
});

export const timesheetsAdminRouter = createRouter()
  .openapi(list, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await admin.listWeeks(db, principal, c.req.valid('query')), 200);
  })
  .openapi(totals, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await admin.weekTotals(db, principal, c.req.valid('query')), 200);
  })
  .openapi(exportCsv, async (c) => {
    const { db, principal } = scopeOf(c);
    const query = c.req.valid('query');
    const csv = await admin.approvedCsv(db, principal, query);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="approved-hours-${query.from}-to-${query.to}.csv"`);
    return c.body(csv, 200);
  })
  .openapi(bulk, async (c) => {
    const { db, actor, principal } = scopeOf(c);
    return c.json(await decisions.decideMany(db, actor, principal, c.req.valid('json')), 200);
  })
  .openapi(remind, async (c) => {
    const { db, actor, principal } = scopeOf(c);
    return c.json(await admin.remind(db, actor, principal, c.req.valid('json')), 200);
  })
  .openapi(getSettings, async (c) => respondVersioned(c, await settings.getSettings(scopeOf(c).db), 200))
  .openapi(updateSettings, async (c) => {
    const { db, actor, expectedVersion } = scopeOf(c);
    return respondVersioned(c, await settings.updateSettings(db, actor, c.req.valid('json'), expectedVersion), 200);
  })
  .openapi(current, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await hours.myCurrentWeek(db, principal), 200);
  })
  .openapi(engagementHours, async (c) => {
    const { db, principal } = scopeOf(c);
    const answer = await hours.engagementHours(db, principal, c.req.valid('param').id);
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: () => {
        const { rows, ...csv } = engagementHoursCsv(answer);
        return { ...csv, page: pageOfRows(rows) };
      },
      json: () => answer,
    });
  })
  .openapi(engagementSettings, async (c) => {
    const { db, actor, principal } = scopeOf(c);
    const { notes_required: notesRequired } = c.req.valid('json');
    return c.json(await hours.setNotesRequired(db, actor, principal, c.req.valid('param').id, notesRequired), 200);
  });
