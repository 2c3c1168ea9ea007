import { z } from '@hono/zod-openapi';
import { firmExportSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import { uuidParams } from '../../lib/route-shapes.js';
import { exportFile, getExport, listExports, startExport } from './exports.service.js';

const route = routeGroup({ tags: ['exports'], access: access.can('data.export') });
const exportParams = uuidParams('export');

const start = route.post('/exports', {
  summary: 'Start a full export of the firm (a job); while one is queued or running, that one is answered',
  description:
    'The zip holds one CSV per importable kind (the import templates’ columns, natural keys), one per other ' +
    'table (tables/), and a README of the columns. Follow it with GET /exports/{id}.',
  responses: { 202: jsonResponse(firmExportSchema, 'The export to follow'), ...errorsOf(401, 403) },
});

const list = route.get('/exports', {
  summary: 'The latest 20 full exports, newest first, with their progress',
  responses: { 200: jsonResponse(z.array(firmExportSchema), 'The exports'), ...errorsOf(401, 403) },
});

const one = route.get('/exports/{id}', {
  summary: 'One full export: its status and progress (files and rows done of total)',
  request: { params: exportParams },
  responses: { 200: jsonResponse(firmExportSchema, 'The export'), ...errorsOf(401, 403, 404, 422) },
});

const download = route.get('/exports/{id}/download', {
  summary: 'A finished export’s zip',
  request: { params: exportParams },
  responses: {
    200: { description: 'The zip', content: { 'application/zip': { schema: z.string() } } },
    ...errorsOf(401, 403, 404, 409, 422),
  },
});

export const exportsRouter = createRouter()
  .openapi(start, async (c) => {
    const { db, deps, actor } = scopeOf(c);
    return c.json(await startExport(db, deps.jobs, actor), 202);
  })
  .openapi(list, async (c) => c.json(await listExports(scopeOf(c).db), 200))
  .openapi(one, async (c) => c.json(await getExport(scopeOf(c).db, c.req.valid('param').id), 200))
  .openapi(download, async (c) => {
    const { db, deps } = scopeOf(c);
    const { id } = c.req.valid('param');
    const file = await exportFile(db, deps.storage, id);
    c.header('Content-Type', 'application/zip');
    if (file.size) c.header('Content-Length', String(file.size));
    c.header('Content-Disposition', `attachment; filename="praxis-export-${id.slice(0, 8)}.zip"`);
    c.header('Cache-Control', 'private, no-cache');
    return c.body(file.body, 200) as never;
  });
