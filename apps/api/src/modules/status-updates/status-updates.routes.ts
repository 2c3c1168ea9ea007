import { z } from '@hono/zod-openapi';
import {
  engagementHealthSchema,
  statusUpdateCreateSchema,
  statusUpdateListQuerySchema,
  statusUpdatePrefillSchema,
  statusUpdateSchema,
  statusUpdateUpdateSchema,
  temperatureSettingsSchema,
  temperatureThresholdsSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { pagedCsvList, respondListOrCsv } from '../../lib/list-route.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import {
  created,
  readById,
  uuidParams,
  versionedAction,
  versionedDelete,
  versionedSave,
  versionedUpdate,
} from '../../lib/route-shapes.js';
import {
  respondCreated,
  respondDeleted,
  respondRead,
  respondStepped,
  respondUpdated,
} from '../../lib/versioned-handlers.js';
import { listHealth } from './health.service.js';
import { prefill } from './prefill.service.js';
import { scopeConsultant, todayIso } from './scope.js';
import { STATUS_UPDATE_CSV } from './status-updates.csv.js';
import * as service from './status-updates.service.js';
import { currentThresholds, saveThresholds } from './thresholds.service.js';

const idParams = uuidParams('status update');
const engagementParams = uuidParams('engagement');
const view = access.can('status_updates.view');
const send = access.can('status_updates.send');
/** Writing updates needs `status_updates.send`; reads say `view`. */
const route = routeGroup({ tags: ['status-updates'], access: send });

const list = route.get('/status-updates', {
  summary: 'Status updates of the engagements the caller is on (admin: all), newest week first',
  access: view,
  ...pagedCsvList(statusUpdateListQuerySchema, statusUpdateSchema, 'A page of updates'),
});

const health = route.get('/engagement-health', {
  summary: 'Active engagements the caller is on: manual vs computed temperature, reasons, overdue updates',
  access: view,
  request: { query: z.object({ overdue: z.enum(['true', 'false']).optional() }) },
  responses: {
    200: jsonResponse(z.array(engagementHealthSchema), 'Health per engagement'),
    ...errorsOf(401, 403, 422),
  },
});

const get = route.get('/status-updates/{id}', {
  summary: 'Read one status update',
  access: view,
  ...readById(idParams, jsonResponse(statusUpdateSchema, 'The update')),
});

const prefillRoute = route.get('/engagements/{id}/status-updates/prefill', {
  summary: "A new update's starting point from the engagement's data",
  ...readById(engagementParams, jsonResponse(statusUpdatePrefillSchema, 'The prefill')),
});

const create = route.post('/status-updates', {
  summary: 'Save a draft status update',
  ...created(statusUpdateCreateSchema, jsonResponse(statusUpdateSchema, 'The draft'), errorsOf(401, 403, 404, 422)),
});

const update = route.patch('/status-updates/{id}', {
  summary: 'Edit a draft (a sent update is 409)',
  ...versionedUpdate(idParams, statusUpdateUpdateSchema, jsonResponse(statusUpdateSchema, 'The draft')),
});

const sendRoute = route.post('/status-updates/{id}/send', {
  summary: 'Send a draft: recorded as sent, internal recipients notified',
  ...versionedAction(idParams, jsonResponse(statusUpdateSchema, 'The sent update')),
});

const remove = route.delete('/status-updates/{id}', {
  summary: 'Delete a draft',
  ...versionedDelete(idParams),
});

const thresholds = route.get('/settings/temperature-thresholds', {
  summary: "The computed temperature's limits (version 0 = the defaults)",
  access: view,
  responses: { 200: jsonResponse(temperatureSettingsSchema, 'The limits'), ...errorsOf(401, 403) },
});

const saveThresholdsRoute = route.put('/settings/temperature-thresholds', {
  summary: "Save the computed temperature's limits (admin settings)",
  access: access.can('settings.manage'),
  ...versionedSave(
    temperatureThresholdsSchema,
    jsonResponse(temperatureSettingsSchema, 'The saved limits'),
    errorsOf(401, 403, 409, 422),
  ),
});

export const statusUpdatesRouter = createRouter()
  .openapi(thresholds, async (c) => c.json(await currentThresholds(scopeOf(c).db), 200))
  .openapi(saveThresholdsRoute, async (c) => {
    const { db, actor, expectedVersion } = scopeOf(c);
    const saved = await saveThresholds(db, { actor, thresholds: c.req.valid('json'), expectedVersion });
    return c.json(saved, 200);
  })
  .openapi(list, async (c) => {
    const { db, principal } = scopeOf(c);
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: (filter) => ({ ...STATUS_UPDATE_CSV, page: service.updateRows(db, { principal, filter }) }),
      json: (query) => service.listUpdates(db, { principal, query }),
    });
  })
  .openapi(health, async (c) => {
    const { db, principal } = scopeOf(c);
    const all = await listHealth(db, { consultantId: scopeConsultant(principal), today: todayIso() });
    const { overdue } = c.req.valid('query');
    return c.json(overdue === 'true' ? all.filter((row) => row.overdue) : all, 200);
  })
  .openapi(get, (c) => respondRead(c, service.getUpdate))
  .openapi(prefillRoute, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await prefill(db, { principal, engagementId: c.req.valid('param').id }), 200);
  })
  .openapi(create, (c) => respondCreated(c, service.createUpdate))
  .openapi(update, (c) => respondUpdated(c, service.updateUpdate))
  .openapi(sendRoute, (c) => respondStepped(c, service.sendUpdate))
  .openapi(remove, (c) => respondDeleted(c, service.deleteUpdate));
