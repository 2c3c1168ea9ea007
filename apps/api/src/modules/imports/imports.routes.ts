import { z } from '@hono/zod-openapi';
import {
  hasPermission,
  importHeadersSchema,
  importKindSchema,
  importMappingSchema,
  importOptionsSchema,
  importQueuedSchema,
  importReportSchema,
  importRunSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { AppError } from '../../lib/app-error.js';
import { baseUrlOf } from '../../lib/env.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import { uuidParams } from '../../lib/route-shapes.js';
import { fileHeaders, getRun, listRuns, startImport } from './imports.service.js';
import { reportCsv, templateCsv } from './imports.template.js';

const route = routeGroup({ tags: ['imports'], access: access.can('data.import') });
const kindParams = z.object({ kind: importKindSchema });
const runParams = uuidParams('import');
const csvContent = (description: string) => ({ description, content: { 'text/csv': { schema: z.string() } } });

const template = route.get('/imports/{kind}/template', {
  summary: 'The CSV template of a kind: its columns (the API’s field names) and one example row',
  request: { params: kindParams },
  responses: { 200: csvContent('The template'), ...errorsOf(401, 403, 422) },
});

const upload = route.post('/imports/{kind}', {
  summary: 'Check (dry_run=true, the default) or import a CSV or .xlsx file (multipart field `file`, at most 20 MB)',
  description:
    'Rows match existing records by their natural key (e-mail for people, name for clients, client + e-mail for ' +
    'contacts, client + name for engagements, person + engagement + role for assignments, person + engagement + ' +
    'date for approved timesheet hours), so importing a file twice changes nothing. `dry_run`, `create_missing` and `invite` may be ' +
    'sent as form fields or in the query. `invite=true` (consultants only; needs consultants.manage, as inviting ' +
    'does) invites each person the import creates by e-mail; the report counts them as `invited`. A file of more ' +
    'than 2,000 rows answers 202 with the run to follow.',
  request: { params: kindParams, query: importOptionsSchema.partial() },
  responses: {
    200: jsonResponse(importReportSchema, 'The report: created, updated, unchanged, errors and each row’s outcome'),
    202: jsonResponse(importQueuedSchema, 'A large file: the queued run (follow GET /imports/runs/{id})'),
    413: jsonResponse(z.object({ code: z.string(), message: z.string() }), 'The file is larger than 20 MB'),
    ...errorsOf(401, 403, 422),
  },
});

const headers = route.post('/imports/{kind}/headers', {
  summary:
    'A file’s headers and how they map onto the kind’s columns (remembered for this set of headers, else suggested)',
  description:
    'Send the file as for an import (multipart field `file`). When `needs_mapping` is true, send the chosen mapping ' +
    'with the import as the form field `mapping` (JSON: file header → column, or null to leave it out); it is ' +
    'remembered for the next file with the same headers.',
  request: { params: kindParams },
  responses: {
    200: jsonResponse(importHeadersSchema, 'The headers, the suggested mapping and whether it is needed'),
    413: jsonResponse(z.object({ code: z.string(), message: z.string() }), 'The file is larger than 20 MB'),
    ...errorsOf(401, 403, 422),
  },
});

const runs = route.get('/imports/runs', {
  summary: 'The latest 20 imports, newest first (without their reports)',
  responses: { 200: jsonResponse(z.array(importRunSchema), 'The runs'), ...errorsOf(401, 403) },
});

const run = route.get('/imports/runs/{id}', {
  summary: 'One import: its status, progress (rows done of total, errors so far) and, once done, its report',
  request: { params: runParams },
  responses: { 200: jsonResponse(importRunSchema, 'The run'), ...errorsOf(401, 403, 404, 422) },
});

const report = route.get('/imports/runs/{id}/report', {
  summary: 'A finished import’s report as CSV: each row’s outcome and each error',
  request: { params: runParams },
  responses: { 200: csvContent('The report'), ...errorsOf(401, 403, 404, 422) },
});

const attachment = (name: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}"`,
});

/** The uploaded file of a multipart form, or a 422 that says what to send. */
async function formOf(c: { req: { parseBody: () => Promise<Record<string, unknown>> } }) {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = form.file;
  if (!(file instanceof File)) {
    throw AppError.validation('Choose a CSV or .xlsx file (multipart field `file`).', { file: 'Choose a file.' });
  }
  return { form, file, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** The `mapping` form field: JSON of file header → column (or null). */
function mappingOf(value: unknown) {
  if (value === undefined || value === '') return undefined;
  let parsed: unknown;
  try {
    parsed = typeof value === 'string' ? JSON.parse(value) : undefined;
  } catch {
    parsed = undefined;
  }
  const result = importMappingSchema.safeParse(parsed);
  if (!result.success) {
    const message = 'mapping is JSON of file header → column name (or null to leave the header out).';
    throw AppError.validation(message, { mapping: message });
  }
  return result.data;
}

/** A true/false option, from the form (a file upload's fields) or else the query. */
const flag = (name: string, form: unknown, query: string | undefined, fallback: boolean) => {
  const value = typeof form === 'string' ? form : query;
  if (form !== undefined && typeof form !== 'string') throw AppError.validation(`${name} must be true or false.`);
  if (value === undefined || value === '') return fallback;
  if (value !== 'true' && value !== 'false') {
    throw AppError.validation(`${name} must be true or false.`, { [name]: `${name} must be true or false.` });
  }
  return value === 'true';
};

export const importsRouter = createRouter()
  .openapi(template, (c) => {
    const { kind } = c.req.valid('param');
    return c.body(templateCsv(kind), 200, attachment(`${kind}-template.csv`)) as never;
  })
  .openapi(upload, async (c) => {
    const { kind } = c.req.valid('param');
    const query = c.req.valid('query');
    const { form, file, bytes } = await formOf(c);
    const { db, deps, actor, principal } = scopeOf(c);
    const invite = flag('invite', form.invite, query.invite, false);
    // Checked before anything is read or remembered: inviting is the invitations' permission, not the import's.
    if (invite && !hasPermission(principal.roles, 'consultants.manage')) {
      throw AppError.forbidden(
        'Inviting people needs the permission to manage consultants. Import without inviting; they can be invited later.',
      );
    }
    const answer = await startImport(db, deps.jobs, {
      actor,
      kind,
      fileName: file.name,
      bytes,
      mapping: mappingOf(form.mapping),
      dryRun: flag('dry_run', form.dry_run, query.dry_run, true),
      createMissing: flag('create_missing', form.create_missing, query.create_missing, false),
      invite: invite ? { appUrl: baseUrlOf(deps.env) } : undefined,
    });
    if ('run' in answer) return c.json({ job_id: answer.run.id, run: answer.run }, 202);
    return c.json(answer.report, 200);
  })
  .openapi(headers, async (c) => {
    const { file, bytes } = await formOf(c);
    const { kind } = c.req.valid('param');
    return c.json(await fileHeaders(scopeOf(c).db, { kind, fileName: file.name, bytes }), 200);
  })
  .openapi(runs, async (c) => c.json(await listRuns(scopeOf(c).db), 200))
  .openapi(run, async (c) => c.json(await getRun(scopeOf(c).db, c.req.valid('param').id), 200))
  .openapi(report, async (c) => {
    const found = await getRun(scopeOf(c).db, c.req.valid('param').id);
    if (!found.report) throw AppError.notFound('Import report');
    return c.body(reportCsv(found.report), 200, attachment(`import-${found.kind}-${found.id}.csv`)) as never;
  });
