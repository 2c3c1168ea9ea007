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
import type { Principal } from '../../auth/principal.js';
import type { AppEnv } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/audit.js';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { respondRead } from '../../lib/versioned-handlers.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { ifMatchHeader, uuidParam, uuidParams } from '../../lib/route-shapes.js';
import * as decisions from './decisions.service.js';
import * as weeks from './week.service.js';

const weekParams = z.object({ week: weekStartSchema });
const idParams = uuidParams('timesheet');
const lineParams = z.object({ week: weekStartSchema, lineId: uuidParam('row') });
const own = access.can('timesheets.own');
/** Every route here answers the week it read or changed. */
const route = routeGroup({
  tags: ['timesheets'],
  responses: { 200: jsonResponse(timesheetWeekSchema, 'The week; ETag carries its version'), ...errorResponses },
});

const getOwn = route.get('/timesheets/weeks/{week}', {
  summary: 'My week (Monday date): saved rows plus suggestions from my assignments, anomalies, status',
  access: own,
  request: { params: weekParams },
});

const saveCells = route.put('/timesheets/weeks/{week}/cells', {
  summary: 'Save cells of my week (autosave; a pasted range in one call). A locked week answers 409',
  access: access.identityNeutral(own),
  request: { params: weekParams, body: jsonBody(timesheetCellsInputSchema) },
  responses: { 200: jsonResponse(timesheetSaveResultSchema, 'Saved; the week’s new version'), ...errorResponses },
});

const saveLine = route.put('/timesheets/weeks/{week}/lines', {
  summary: 'Add a row (engagement or internal category) or change its billable flag',
  access: own,
  request: { params: weekParams, body: jsonBody(timesheetLineInputSchema) },
});

const deleteLine = route.delete('/timesheets/weeks/{week}/lines/{lineId}', {
  summary: 'Remove a row and its hours',
  access: own,
  request: { params: lineParams },
});

/** A step on my week that needs nothing but the week. */
const weekStep = <P extends string>(path: P, summary: string) =>
  route.post(path, { summary, access: own, request: { params: weekParams } });

const copyLast = weekStep(
  '/timesheets/weeks/{week}/copy-last-week',
  'Copy last week’s rows and hours into the empty cells of this week',
);
const fillPlan = weekStep(
  '/timesheets/weeks/{week}/fill-from-plan',
  'Fill empty cells with each assignment’s allocation spread over the working days',
);

const submit = route.post('/timesheets/weeks/{week}/submit', {
  summary: 'Submit my week: validated (422 with reasons), anomalies recorded, approvers notified; then locked',
  access: own,
  request: { params: weekParams, headers: ifMatchHeader },
});

const getById = route.get('/timesheets/{id}', {
  summary: 'A week by id: its owner, an admin, or a Project Manager of one of its engagements; else 404',
  access: access.signedIn,
  request: { params: idParams },
});

const approve = route.post('/timesheets/{id}/approve', {
  summary: 'Approve a submitted week; its hours feed the assignments’ hours_used in the same transaction',
  access: access.can('timesheets.approve'),
  request: { params: idParams, headers: ifMatchHeader },
});

const reject = route.post('/timesheets/{id}/reject', {
  summary: 'Reject a submitted or approved week with a reason (an approved week’s hours are taken back)',
  access: access.can('timesheets.approve'),
  request: { params: idParams, headers: ifMatchHeader, body: jsonBody(timesheetRejectSchema) },
});

/** A change to my week by `weeks.*(db, actor, principal, week)`: answers the week, its new version as the ETag. */
async function respondMyWeek<T extends { version: number }>(
  c: Context<AppEnv, string, { out: { param: { week: string } } }>,
  change: (db: Db, actor: Actor, principal: Principal, week: string) => Promise<T>,
) {
  const { db, actor, principal } = scopeOf(c);
  return respondVersioned(c, await change(db, actor, principal, c.req.valid('param').week), 200);
}

export const timesheetsRouter = createRouter()
  .openapi(getOwn, async (c) => {
    const { db, principal } = scopeOf(c);
    return respondVersioned(c, await weeks.getMyWeek(db, principal, c.req.valid('param').week), 200);
  })
  .openapi(saveCells, (c) =>
    respondMyWeek(c, (db, actor, principal, week) => weeks.saveCells(db, actor, principal, week, c.req.valid('json'))),
  )
  .openapi(saveLine, (c) =>
    respondMyWeek(c, (db, actor, principal, week) => weeks.saveLine(db, actor, principal, week, c.req.valid('json'))),
  )
  .openapi(deleteLine, (c) =>
    respondMyWeek(c, (db, actor, principal, week) =>
      weeks.deleteLine(db, actor, principal, week, c.req.valid('param').lineId),
    ),
  )
  .openapi(copyLast, (c) => respondMyWeek(c, weeks.copyLastWeek))
  .openapi(fillPlan, (c) => respondMyWeek(c, weeks.fillFromPlan))
  .openapi(submit, async (c) => {
    const { db, actor, principal, expectedVersion } = scopeOf(c);
    const { week } = c.req.valid('param');
    return respondVersioned(c, await decisions.submitWeek(db, actor, principal, week, expectedVersion), 200);
  })
  .openapi(getById, (c) => respondRead(c, (db, { principal, id }) => decisions.getWeek(db, principal, id)))
  .openapi(approve, async (c) => {
    const { db, actor, principal, expectedVersion } = scopeOf(c);
    const { id } = c.req.valid('param');
    return respondVersioned(c, await decisions.decide(db, actor, principal, id, 'approve', null, expectedVersion), 200);
  })
  .openapi(reject, async (c) => {
    const { db, actor, principal, expectedVersion } = scopeOf(c);
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    return respondVersioned(
      c,
      await decisions.decide(db, actor, principal, id, 'reject', reason, expectedVersion),
      200,
    );
  });
