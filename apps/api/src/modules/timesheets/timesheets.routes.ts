import { z } from '@hono/zod-openapi';
import {
  timesheetCellsInputSchema,
  timesheetLineInputSchema,
  timesheetRejectSchema,
  timesheetSaveResultSchema,
  timesheetWeekSchema,
  weekStartSchema,
} from '@praxis/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.js';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { etagOf, parseIfMatch } from '../../lib/versioning.js';
import * as decisions from './decisions.service.js';
import * as weeks from './week.service.js';

const tags = ['timesheets'];
const weekParams = z.object({ week: weekStartSchema });
const idParams = z.object({ id: z.uuid({ error: 'Not a valid timesheet id.' }) });
const lineParams = z.object({ week: weekStartSchema, lineId: z.uuid({ error: 'Not a valid row id.' }) });
const ifMatch = z.object({ 'if-match': z.string().optional() });
const own = access.can('timesheets.own');
const weekResponse = {
  200: jsonResponse(timesheetWeekSchema, 'The week; ETag carries its version'),
  ...errorResponses,
};

const getOwn = defineRoute({
  method: 'get',
  path: '/timesheets/weeks/{week}',
  tags,
  summary: 'My week (Monday date): saved rows plus suggestions from my assignments, anomalies, status',
  access: own,
  request: { params: weekParams },
  responses: weekResponse,
});

const saveCells = defineRoute({
  method: 'put',
  path: '/timesheets/weeks/{week}/cells',
  tags,
  summary: 'Save cells of my week (autosave; a pasted range in one call). A locked week answers 409',
  access: access.identityNeutral(own),
  request: { params: weekParams, body: jsonBody(timesheetCellsInputSchema) },
  responses: { 200: jsonResponse(timesheetSaveResultSchema, 'Saved; the week’s new version'), ...errorResponses },
});

const saveLine = defineRoute({
  method: 'put',
  path: '/timesheets/weeks/{week}/lines',
  tags,
  summary: 'Add a row (engagement or internal category) or change its billable flag',
  access: own,
  request: { params: weekParams, body: jsonBody(timesheetLineInputSchema) },
  responses: weekResponse,
});

const deleteLine = defineRoute({
  method: 'delete',
  path: '/timesheets/weeks/{week}/lines/{lineId}',
  tags,
  summary: 'Remove a row and its hours',
  access: own,
  request: { params: lineParams },
  responses: weekResponse,
});

const copyLast = defineRoute({
  method: 'post',
  path: '/timesheets/weeks/{week}/copy-last-week',
  tags,
  summary: 'Copy last week’s rows and hours into the empty cells of this week',
  access: own,
  request: { params: weekParams },
  responses: weekResponse,
});

const fillPlan = defineRoute({
  method: 'post',
  path: '/timesheets/weeks/{week}/fill-from-plan',
  tags,
  summary: 'Fill empty cells with each assignment’s allocation spread over the working days',
  access: own,
  request: { params: weekParams },
  responses: weekResponse,
});

const submit = defineRoute({
  method: 'post',
  path: '/timesheets/weeks/{week}/submit',
  tags,
  summary: 'Submit my week: validated (422 with reasons), anomalies recorded, approvers notified; then locked',
  access: own,
  request: { params: weekParams, headers: ifMatch },
  responses: weekResponse,
});

const getById = defineRoute({
  method: 'get',
  path: '/timesheets/{id}',
  tags,
  summary: 'A week by id: its owner, an admin, or a Project Manager of one of its engagements; else 404',
  access: access.signedIn,
  request: { params: idParams },
  responses: weekResponse,
});

const approve = defineRoute({
  method: 'post',
  path: '/timesheets/{id}/approve',
  tags,
  summary: 'Approve a submitted week; its hours feed the assignments’ hours_used in the same transaction',
  access: access.can('timesheets.approve'),
  request: { params: idParams, headers: ifMatch },
  responses: weekResponse,
});

const reject = defineRoute({
  method: 'post',
  path: '/timesheets/{id}/reject',
  tags,
  summary: 'Reject a submitted or approved week with a reason (an approved week’s hours are taken back)',
  access: access.can('timesheets.approve'),
  request: { params: idParams, headers: ifMatch, body: jsonBody(timesheetRejectSchema) },
  responses: weekResponse,
});

type Ctx = Context<AppEnv>;
const dbOf = (c: Ctx) => c.get('deps').database.db;
const withEtag = <T extends { version: number }>(c: Ctx, week: T) => {
  c.header('ETag', etagOf(week.version));
  return week;
};

export const timesheetsRouter = createRouter()
  .openapi(getOwn, async (c) =>
    c.json(withEtag(c, await weeks.getMyWeek(dbOf(c), c.get('principal'), c.req.valid('param').week)), 200),
  )
  .openapi(saveCells, async (c) => {
    const result = await weeks.saveCells(
      dbOf(c),
      actorOf(c),
      c.get('principal'),
      c.req.valid('param').week,
      c.req.valid('json'),
    );
    return c.json(withEtag(c, result), 200);
  })
  .openapi(saveLine, async (c) => {
    const week = await weeks.saveLine(
      dbOf(c),
      actorOf(c),
      c.get('principal'),
      c.req.valid('param').week,
      c.req.valid('json'),
    );
    return c.json(withEtag(c, week), 200);
  })
  .openapi(deleteLine, async (c) => {
    const { week, lineId } = c.req.valid('param');
    return c.json(withEtag(c, await weeks.deleteLine(dbOf(c), actorOf(c), c.get('principal'), week, lineId)), 200);
  })
  .openapi(copyLast, async (c) =>
    c.json(
      withEtag(c, await weeks.copyLastWeek(dbOf(c), actorOf(c), c.get('principal'), c.req.valid('param').week)),
      200,
    ),
  )
  .openapi(fillPlan, async (c) =>
    c.json(
      withEtag(c, await weeks.fillFromPlan(dbOf(c), actorOf(c), c.get('principal'), c.req.valid('param').week)),
      200,
    ),
  )
  .openapi(submit, async (c) => {
    const week = await decisions.submitWeek(
      dbOf(c),
      actorOf(c),
      c.get('principal'),
      c.req.valid('param').week,
      parseIfMatch(c.req.header('if-match')),
    );
    return c.json(withEtag(c, week), 200);
  })
  .openapi(getById, async (c) =>
    c.json(withEtag(c, await decisions.getWeek(dbOf(c), c.get('principal'), c.req.valid('param').id)), 200),
  )
  .openapi(approve, async (c) => {
    const week = await decisions.decide(
      dbOf(c),
      actorOf(c),
      c.get('principal'),
      c.req.valid('param').id,
      'approve',
      null,
      parseIfMatch(c.req.header('if-match')),
    );
    return c.json(withEtag(c, week), 200);
  })
  .openapi(reject, async (c) => {
    const week = await decisions.decide(
      dbOf(c),
      actorOf(c),
      c.get('principal'),
      c.req.valid('param').id,
      'reject',
      c.req.valid('json').reason,
      parseIfMatch(c.req.header('if-match')),
    );
    return c.json(withEtag(c, week), 200);
  });
