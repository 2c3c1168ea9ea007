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
import type { Context } from 'hono';
import type { AppEnv } from '../../context.js';
import { access } from '../../middleware/access.js';
import { formatQuerySchema, listResponse, pageOfRows, respondCsv, splitFormat } from '../../lib/csv.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { etagOf, parseIfMatch } from '../../lib/versioning.js';
import * as admin from './admin.service.js';
import * as decisions from './decisions.service.js';
import { engagementHoursCsv } from './engagement-hours.csv.js';
import * as hours from './engagement-hours.service.js';
import * as settings from './settings.service.js';

const tags = ['timesheets'];
const approver = access.can('timesheets.approve');
const engagementParams = z.object({ id: z.uuid({ error: 'Not a valid engagement id.' }) });

const list = defineRoute({
  method: 'get',
  path: '/timesheets/admin/weeks',
  tags,
  summary: 'Person-weeks of a period (missing ones included) with hours per engagement; filters and paging',
  description: 'Admins see everyone; a Project Manager sees weeks with time on engagements they manage.',
  access: approver,
  request: { query: withPeriodCheck(paginationQuerySchema.extend(timesheetAdminFilterShape)) },
  responses: { 200: jsonResponse(pageOf(timesheetAdminRowSchema), 'A page of person-weeks'), ...errorResponses },
});

const totals = defineRoute({
  method: 'get',
  path: '/timesheets/admin/totals',
  tags,
  summary: 'Totals of the period by engagement, by person and by status',
  access: approver,
  request: { query: timesheetAdminQuerySchema },
  responses: { 200: jsonResponse(timesheetTotalsSchema, 'Totals'), ...errorResponses },
});

const exportCsv = defineRoute({
  method: 'get',
  path: '/timesheets/admin/export',
  tags,
  summary: 'CSV of approved hours (person, engagement, client, date, hours, billable, note)',
  access: approver,
  request: { query: timesheetPeriodQuerySchema },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'Approved hours as CSV' },
    ...errorResponses,
  },
});

const bulk = defineRoute({
  method: 'post',
  path: '/timesheets/admin/decisions',
  tags,
  summary: 'Approve or reject several weeks; each week entirely or not at all, results per week',
  access: approver,
  request: { body: jsonBody(timesheetBulkDecisionSchema) },
  responses: { 200: jsonResponse(timesheetBulkResultSchema, 'What happened to each week'), ...errorResponses },
});

const remind = defineRoute({
  method: 'post',
  path: '/timesheets/admin/remind',
  tags,
  summary: 'Notify people whose week is missing or still a draft',
  access: approver,
  request: { body: jsonBody(timesheetRemindSchema) },
  responses: {
    200: jsonResponse(z.object({ reminded: z.number().int() }), 'How many were notified'),
    ...errorResponses,
  },
});

const getSettings = defineRoute({
  method: 'get',
  path: '/timesheets/admin/settings',
  tags,
  summary: 'The anomaly threshold (± % around the allocation)',
  access: approver,
  responses: { 200: jsonResponse(timesheetSettingsSchema, 'Settings; ETag carries the version'), ...errorResponses },
});

const updateSettings = defineRoute({
  method: 'put',
  path: '/timesheets/admin/settings',
  tags,
  summary: 'Change the anomaly threshold',
  access: access.can('settings.manage'),
  request: { headers: z.object({ 'if-match': z.string().optional() }), body: jsonBody(timesheetSettingsUpdateSchema) },
  responses: { 200: jsonResponse(timesheetSettingsSchema, 'Updated settings'), ...errorResponses },
});

const current = defineRoute({
  method: 'get',
  path: '/timesheets/me/current',
  tags,
  summary: 'This week’s timesheet status of the signed-in user (Home)',
  access: access.can('timesheets.own'),
  responses: { 200: jsonResponse(myTimesheetStatusSchema, 'This week'), ...errorResponses },
});

const engagementHours = defineRoute({
  method: 'get',
  path: '/engagements/{id}/timesheets',
  tags,
  summary: 'Hours by week and person on an engagement, last 8 weeks (admins and its Project Managers)',
  access: approver,
  request: { params: engagementParams, query: formatQuerySchema },
  responses: { 200: listResponse(engagementTimesheetsSchema, 'Hours by week and person'), ...errorResponses },
});

const engagementSettings = defineRoute({
  method: 'put',
  path: '/engagements/{id}/timesheet-settings',
  tags,
  summary: 'Whether billable hours on this engagement need a note',
  access: approver,
  request: { params: engagementParams, body: jsonBody(engagementTimesheetSettingsSchema) },
  responses: { 200: jsonResponse(engagementTimesheetSettingsSchema, 'The settings'), ...errorResponses },
});

const dbOf = (c: Context<AppEnv>) => c.get('deps').database.db;

export const timesheetsAdminRouter = createRouter()
  .openapi(list, async (c) => c.json(await admin.listWeeks(dbOf(c), c.get('principal'), c.req.valid('query')), 200))
  .openapi(totals, async (c) => c.json(await admin.weekTotals(dbOf(c), c.get('principal'), c.req.valid('query')), 200))
  .openapi(exportCsv, async (c) => {
    const query = c.req.valid('query');
    const csv = await admin.approvedCsv(dbOf(c), c.get('principal'), query);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="approved-hours-${query.from}-to-${query.to}.csv"`);
    return c.body(csv, 200);
  })
  .openapi(bulk, async (c) =>
    c.json(await decisions.decideMany(dbOf(c), actorOf(c), c.get('principal'), c.req.valid('json')), 200),
  )
  .openapi(remind, async (c) =>
    c.json(await admin.remind(dbOf(c), actorOf(c), c.get('principal'), c.req.valid('json')), 200),
  )
  .openapi(getSettings, async (c) => {
    const value = await settings.getSettings(dbOf(c));
    c.header('ETag', etagOf(value.version));
    return c.json(value, 200);
  })
  .openapi(updateSettings, async (c) => {
    const value = await settings.updateSettings(
      dbOf(c),
      actorOf(c),
      c.req.valid('json'),
      parseIfMatch(c.req.header('if-match')),
    );
    c.header('ETag', etagOf(value.version));
    return c.json(value, 200);
  })
  .openapi(current, async (c) => c.json(await hours.myCurrentWeek(dbOf(c), c.get('principal')), 200))
  .openapi(engagementHours, async (c) => {
    const answer = await hours.engagementHours(dbOf(c), c.get('principal'), c.req.valid('param').id);
    const { format, export: requested } = splitFormat(c.req.valid('query'));
    if (format === 'csv') {
      const { rows, ...csv } = engagementHoursCsv(answer);
      return respondCsv(c, { ...csv, page: pageOfRows(rows) }, requested);
    }
    return c.json(answer, 200);
  })
  .openapi(engagementSettings, async (c) =>
    c.json(
      await hours.setNotesRequired(
        dbOf(c),
        actorOf(c),
        c.get('principal'),
        c.req.valid('param').id,
        c.req.valid('json').notes_required,
      ),
      200,
    ),
  );
