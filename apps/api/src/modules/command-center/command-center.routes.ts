import { z } from '@hono/zod-openapi';
import {
  commandCenterExportQuerySchema,
  commandCenterPeopleSchema,
  commandCenterQuerySchema,
  commandCenterSchema,
  kpiSettingsInputSchema,
  kpiSettingsSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { onReplica } from '../../middleware/read-your-writes.js';
import { respondCsv } from '../../lib/csv.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { ifMatchHeader, readByQuery } from '../../lib/route-shapes.js';
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { chartRows, columnsOf } from './kpi.csv.js';
import { refreshWeekHours } from './kpi.queries.js';
import { commandCenter, utilisationPeople } from './kpi.service.js';
import { currentKpiSettings, saveKpiSettings } from './settings.service.js';

/** The KPIs need `reports.view`; exporting, refreshing them and their cost basis say their own permission. */
const route = routeGroup({ tags: ['command-center'], access: access.can('reports.view') });

const get = route.get('/command-center', {
  summary: 'Firm KPIs over a period (money only for admins)',
  ...readByQuery(commandCenterQuerySchema, jsonResponse(commandCenterSchema, 'The KPIs'), errorsOf(401, 403, 422)),
});

const people = route.get('/command-center/people', {
  summary: 'The people behind the utilisation of the period (one job title when filtered), no money',
  ...readByQuery(
    commandCenterQuerySchema,
    jsonResponse(commandCenterPeopleSchema, 'The people'),
    errorsOf(401, 403, 422),
  ),
});

const exportChart = route.get('/command-center/export', {
  summary: "One chart's data as CSV, same period, filters and money rule",
  access: access.can('data.export'),
  request: { query: commandCenterExportQuerySchema },
  responses: {
    200: { description: 'text/csv', content: { 'text/csv': { schema: z.string() } } },
    ...errorsOf(401, 403, 422),
  },
});

const refresh = route.post('/command-center/refresh', {
  summary: 'Aggregate the weekly hours now (the job runner does it every 5 minutes)',
  access: access.can('settings.manage'),
  responses: { 204: { description: 'Refreshed' }, ...errorsOf(401, 403) },
});

const settings = route.get('/command-center/settings', {
  summary: 'The cost basis of the margin (admin)',
  access: access.can('finance.view'),
  responses: { 200: jsonResponse(kpiSettingsSchema, 'The settings'), ...errorsOf(401, 403) },
});

const saveSettings = route.put('/command-center/settings', {
  summary: 'Save the cost per worked hour (admin; If-Match)',
  access: access.can('finance.view'),
  request: {
    headers: ifMatchHeader,
    body: jsonBody(kpiSettingsInputSchema),
  },
  responses: { 200: jsonResponse(kpiSettingsSchema, 'The saved settings'), ...errorsOf(401, 403, 409, 422) },
});

export const commandCenterRouter = createRouter()
  .openapi(settings, async (c) => c.json(await currentKpiSettings(scopeOf(c).db), 200))
  .openapi(saveSettings, async (c) => {
    const { db, actor, expectedVersion } = scopeOf(c);
    const saved = await saveKpiSettings(db, { actor, costPerHour: c.req.valid('json').cost_per_hour, expectedVersion });
    return c.json(saved, 200);
  })
  .openapi(get, async (c) => {
    const { principal } = scopeOf(c);
    const query = c.req.valid('query');
    return c.json(await onReplica(c, (db) => commandCenter(db, { principal, query })), 200);
  })
  .openapi(people, async (c) => c.json(await utilisationPeople(scopeOf(c).db, { query: c.req.valid('query') }), 200))
  .openapi(exportChart, async (c) => {
    const { principal } = scopeOf(c);
    const { chart, ...query } = c.req.valid('query');
    const rows = chartRows(await onReplica(c, (db) => commandCenter(db, { principal, query })), chart);
    const csv = {
      filename: `command-center-${chart}`,
      columns: columnsOf(rows),
      page: async (_limit: number, offset: number) => (offset === 0 ? rows : []),
    };
    return respondCsv(c, csv, {}) as never;
  })
  .openapi(refresh, async (c) => {
    await refreshWeekHours(scopeOf(c).db);
    return c.body(null, 204);
  });
