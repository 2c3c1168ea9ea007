import { z } from '@hono/zod-openapi';
import { jobTitleInputSchema, jobTitleSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { formatQuerySchema, listResponse, pageOfRows, respondCsv, splitFormat, type CsvColumn } from '../../lib/csv.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { scopeOf } from '../../lib/request-scope.js';
import * as service from './job-titles.service.js';

/** The job titles as CSV (Admin Settings › Job titles). */
const JOB_TITLE_CSV = {
  filename: 'job-titles',
  fields: Object.keys(jobTitleSchema.shape),
  columns: [
    { key: 'title', header: 'Title' },
    { key: 'member_count', header: 'Members' },
  ] satisfies CsvColumn[],
};

const list = defineRoute({
  method: 'get',
  path: '/job-titles',
  tags: ['catalogues'],
  summary: 'Job titles with member counts (format=csv: as CSV)',
  access: access.signedIn,
  request: { query: formatQuerySchema },
  responses: { 200: listResponse(z.array(jobTitleSchema), 'All job titles'), ...errorResponses },
});

const create = defineRoute({
  method: 'post',
  path: '/job-titles',
  tags: ['catalogues'],
  summary: 'Create a job title (CEO is refused)',
  access: access.can('settings.manage'),
  request: { body: jsonBody(jobTitleInputSchema) },
  responses: { 201: jsonResponse(jobTitleSchema, 'The created job title'), ...errorResponses },
});

const rename = defineRoute({
  method: 'patch',
  path: '/job-titles/{id}',
  tags: ['catalogues'],
  summary: 'Rename a job title (CEO is refused)',
  access: access.can('settings.manage'),
  request: { params: z.object({ id: z.uuid() }), body: jsonBody(jobTitleInputSchema) },
  responses: { 200: jsonResponse(jobTitleSchema, 'The renamed job title'), ...errorResponses },
});

const remove = defineRoute({
  method: 'delete',
  path: '/job-titles/{id}',
  tags: ['catalogues'],
  summary: 'Delete a job title nobody holds',
  access: access.can('settings.manage'),
  request: { params: z.object({ id: z.uuid() }) },
  responses: { 204: { description: 'Deleted' }, ...errorResponses },
});

export const jobTitlesRouter = createRouter()
  .openapi(list, async (c) => {
    const titles = await service.listJobTitles(scopeOf(c).db);
    const { format, export: requested } = splitFormat(c.req.valid('query'));
    if (format === 'csv') {
      return respondCsv(c, { ...JOB_TITLE_CSV, page: pageOfRows(titles) }, requested);
    }
    return c.json(titles, 200);
  })
  .openapi(create, async (c) => {
    const created = await service.createJobTitle(scopeOf(c).db, scopeOf(c).actor, c.req.valid('json').title);
    return c.json(created, 201);
  })
  .openapi(rename, async (c) => {
    const renamed = await service.renameJobTitle(
      scopeOf(c).db,
      scopeOf(c).actor,
      c.req.valid('param').id,
      c.req.valid('json').title,
    );
    return c.json(renamed, 200);
  })
  .openapi(remove, async (c) => {
    await service.deleteJobTitle(scopeOf(c).db, scopeOf(c).actor, c.req.valid('param').id);
    return c.body(null, 204);
  });
