/** The API side of a new area: its table, its module (routes, service, queries, CSV, tests). */
export const apiFiles = (n) => ({
  [`apps/api/src/db/schema/${n.area}.ts`]: `import { text } from 'drizzle-orm/pg-core';
import { versionAndTimestamps } from './columns.js';
import { textSearchIndexes } from './constraints.js';
import { entityTable } from './tables.js';

/** ${n.Label}: a name (unique, whatever its case) and notes; versioned for If-Match. */
export const ${n.camel} = entityTable(
  '${n.snake}',
  {
    name: text('name').notNull(),
    notes: text('notes'),
    ...versionAndTimestamps(),
  },
  (t) => [...textSearchIndexes('${n.snake}', t.name)],
);
`,

  [`apps/api/src/modules/${n.area}/${n.area}.queries.ts`]: `import type { ${n.One}ListQuery } from '@praxis/shared';
import { and, asc, desc, eq, getTableColumns, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ${n.camel} } from '../../db/schema/${n.area}.js';
import { likePattern } from '../../lib/like.js';
import { countRows, totalOver, withTotal } from '../../lib/pagination.js';

/** A ${n.labelOne} as the queries read it. */
export type ${n.One}Row = typeof ${n.camel}.$inferSelect;

export async function find${n.One}(db: DbOrTx, id: string): Promise<${n.One}Row | undefined> {
  const [row] = await db.select().from(${n.camel}).where(eq(${n.camel}.id, id));
  return row;
}

/** Whether another ${n.labelOne} has this name, whatever its case. */
export async function nameTaken(db: DbOrTx, name: string, exceptId?: string): Promise<boolean> {
  const [clash] = await db
    .select({ id: ${n.camel}.id })
    .from(${n.camel})
    .where(and(sql\`lower(\${${n.camel}.name}) = lower(\${name})\`, exceptId ? ne(${n.camel}.id, exceptId) : undefined));
  return !!clash;
}

export function insert${n.One}(db: DbOrTx, values: typeof ${n.camel}.$inferInsert) {
  return db.insert(${n.camel}).values(values).returning();
}

function whereOf(filter: ${n.One}ListQuery): SQL | undefined {
  return filter.q ? ilike(${n.camel}.name, likePattern(filter.q)) : undefined;
}

const SORT_COLUMNS = {
  name: sql\`lower(\${${n.camel}.name})\`,
  created_at: ${n.camel}.createdAt,
} as const;

/** One page of the list in its order, each row carrying the total (the JSON list and the CSV export share it). */
export function select${n.Many}(db: DbOrTx, filter: ${n.One}ListQuery, limit: number, offset: number) {
  const direction = filter.order === 'desc' ? desc : asc;
  return db
    .select({ ...getTableColumns(${n.camel}), total: totalOver() })
    .from(${n.camel})
    .where(whereOf(filter))
    .orderBy(direction(SORT_COLUMNS[filter.sort]), asc(${n.camel}.id))
    .limit(limit)
    .offset(offset);
}

/** The JSON list: the page and its total in one statement. */
export function list${n.Many}(db: DbOrTx, filter: ${n.One}ListQuery, limit: number, offset: number) {
  return withTotal(select${n.Many}(db, filter, limit, offset), offset, () => countRows(db, ${n.camel}, whereOf(filter)));
}
`,

  [`apps/api/src/modules/${n.area}/${n.area}.service.ts`]: `import type { PaginationQuery, ${n.One}, ${n.One}Create, ${n.One}ListQuery, ${n.One}Update } from '@praxis/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { ${n.camel} } from '../../db/schema/${n.area}.js';
import { AppError } from '../../lib/app-error.js';
import { auditedCreate, type Actor } from '../../lib/audit.js';
import { insertValues } from '../../lib/insert-values.js';
import { offsetOf, pageFrom } from '../../lib/pagination.js';
import { deleteVersioned, updateVersioned } from '../../lib/versioned-update.js';
import * as queries from './${n.area}.queries.js';

const to${n.One} = (row: queries.${n.One}Row): ${n.One} => ({
  id: row.id,
  name: row.name,
  notes: row.notes,
  version: row.version,
  created_at: new Date(row.createdAt).toISOString(),
  updated_at: new Date(row.updatedAt).toISOString(),
});

/** What every write carries: who writes and, for updates and deletes, the version they read (If-Match). */
interface Write {
  actor: Actor;
}
interface VersionedWrite extends Write {
  id: string;
  expectedVersion: number | undefined;
}

/** The record this module writes, as versioned writes and audit rows name it. */
const ${n.ONE} = { table: ${n.camel}, entity: '${n.snake}', label: '${n.LabelOne}' };

/** API field → column, for creates and updates. */
const COLUMN = {
  name: 'name',
  notes: 'notes',
} as const satisfies Record<keyof ${n.One}Update, keyof typeof ${n.camel}.$inferInsert>;

export async function list${n.Many}(db: Db, { query }: { query: ${n.One}ListQuery & PaginationQuery }) {
  const { limit, offset } = offsetOf(query);
  const { rows, total } = await queries.list${n.Many}(db, query, limit, offset);
  return pageFrom(rows.map(to${n.One}), total, query);
}

/** Every ${n.labelOne} matching the filter, page by page in the list's order (the CSV export). */
export const ${n.oneCamel}Rows =
  (db: Db, { filter }: { filter: ${n.One}ListQuery }) =>
  async (limit: number, offset: number) =>
    (await queries.select${n.Many}(db, filter, limit, offset)).map(({ total: _total, ...row }) => to${n.One}(row));

export async function get${n.One}(db: DbOrTx, { id }: { id: string }): Promise<${n.One}> {
  const row = await queries.find${n.One}(db, id);
  if (!row) throw AppError.notFound('${n.LabelOne}');
  return to${n.One}(row);
}

async function assertNameFree(db: DbOrTx, name: string, exceptId?: string) {
  if (await queries.nameTaken(db, name, exceptId)) {
    throw AppError.conflict('A ${n.labelOne} with this name already exists.', { fields: { name: 'Name taken.' } });
  }
}

export async function create${n.One}(db: Db, { actor, input }: Write & { input: ${n.One}Create }): Promise<${n.One}> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    return auditedCreate(tx, actor, ${n.ONE}.entity, queries.insert${n.One}(tx, insertValues(input, COLUMN)), to${n.One});
  });
}

export async function update${n.One}(db: Db, options: VersionedWrite & { patch: ${n.One}Update }): Promise<${n.One}> {
  const { id, patch } = options;
  return updateVersioned(db, {
    ...options,
    ...${n.ONE},
    columns: COLUMN,
    check: async (_, tx) => {
      if (patch.name !== undefined) await assertNameFree(tx, patch.name, id);
    },
    read: (tx) => get${n.One}(tx, { id }),
  });
}

export async function delete${n.One}(db: Db, options: VersionedWrite) {
  await deleteVersioned(db, { ...options, ...${n.ONE}, beforeImage: to${n.One} });
}
`,

  [`apps/api/src/modules/${n.area}/${n.area}.csv.ts`]: `import { ${n.oneCamel}Schema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** The ${n.label} list as CSV: any field of the item by \`columns=\`; these by default. */
export const ${n.ONE}_CSV = {
  filename: '${n.area}',
  fields: Object.keys(${n.oneCamel}Schema.shape),
  columns: [
    { key: 'name', header: 'Name' },
    { key: 'notes', header: 'Notes' },
    { key: 'created_at', header: 'Created' },
  ] satisfies CsvColumn[],
};
`,

  [`apps/api/src/modules/${n.area}/${n.area}.routes.ts`]: `import {
  ${n.oneCamel}CreateSchema,
  ${n.oneCamel}ListQuerySchema,
  ${n.oneCamel}Schema,
  ${n.oneCamel}UpdateSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { pagedCsvList, respondListOrCsv } from '../../lib/list-route.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import { created, readById, uuidParams, versionedDelete, versionedUpdate } from '../../lib/route-shapes.js';
import { respondCreated, respondDeleted, respondRead, respondUpdated } from '../../lib/versioned-handlers.js';
import { ${n.ONE}_CSV } from './${n.area}.csv.js';
import * as service from './${n.area}.service.js';

const route = routeGroup({ tags: ['${n.area}'] });
const idParams = uuidParams('${n.labelOne}');

const list = route.get('/${n.area}', {
  summary: 'List ${n.label} (search by name, sort; CSV with format=csv)',
  access: access.can('${n.snake}.view'),
  ...pagedCsvList(${n.oneCamel}ListQuerySchema, ${n.oneCamel}Schema, 'A page of ${n.label}'),
});

const get = route.get('/${n.area}/{id}', {
  summary: 'Read one ${n.labelOne}',
  access: access.can('${n.snake}.view'),
  ...readById(idParams, jsonResponse(${n.oneCamel}Schema, 'The ${n.labelOne}; ETag carries the version')),
});

const create = route.post('/${n.area}', {
  summary: 'Create a ${n.labelOne}',
  access: access.can('${n.snake}.manage'),
  ...created(${n.oneCamel}CreateSchema, jsonResponse(${n.oneCamel}Schema, 'The created ${n.labelOne}'), errorsOf(401, 403, 409, 422)),
});

const update = route.patch('/${n.area}/{id}', {
  summary: 'Update a ${n.labelOne}',
  description: 'Send the version read earlier in \`If-Match\`; a stale version gets 409.',
  access: access.can('${n.snake}.manage'),
  ...versionedUpdate(idParams, ${n.oneCamel}UpdateSchema, jsonResponse(${n.oneCamel}Schema, 'The updated ${n.labelOne}')),
});

const remove = route.delete('/${n.area}/{id}', {
  summary: 'Delete a ${n.labelOne}',
  access: access.can('${n.snake}.manage'),
  ...versionedDelete(idParams),
});

export const ${n.camel}Router = createRouter()
  .openapi(list, async (c) => {
    const { db } = scopeOf(c);
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: (filter) => ({ ...${n.ONE}_CSV, page: service.${n.oneCamel}Rows(db, { filter }) }),
      json: (query) => service.list${n.Many}(db, { query }),
    });
  })
  .openapi(get, (c) => respondRead(c, service.get${n.One}))
  .openapi(create, (c) => respondCreated(c, service.create${n.One}))
  .openapi(update, (c) => respondUpdated(c, service.update${n.One}))
  .openapi(remove, (c) => respondDeleted(c, service.delete${n.One}));
`,

  [`apps/api/src/modules/${n.area}/${n.area}.test.ts`]: `import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { typedClient } from '../../test/typed-client.js';
import { ${n.camel}Router } from './${n.area}.routes.js';

let t: TestApp;
type Client = ReturnType<typeof clientOf>;
const clientOf = (cookie: string) => typedClient(t, ${n.camel}Router, cookie);
let admin: Client;
let employee: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = clientOf(await t.signIn(DEMO.admin));
  employee = clientOf(await t.signIn(DEMO.employee));
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function create(name: string) {
  const response = await admin.api['${n.area}'].$post({ json: { name, notes: 'First notes' } });
  if (response.status !== 201) throw new Error(\`create answered \${response.status}\`);
  return response.json();
}

describe('${n.area} through the typed client', () => {
  it('creates, reads, updates with If-Match and deletes a ${n.labelOne}, auditing each write', async () => {
    const made = await create('Alpha ${n.labelOne}');
    expect(made).toMatchObject({ name: 'Alpha ${n.labelOne}', notes: 'First notes', version: 1 });

    const read = await employee.api['${n.area}'][':id'].$get({ param: { id: made.id } });
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');

    const update = (version: string) =>
      admin.api['${n.area}'][':id'].$patch({
        param: { id: made.id },
        header: { 'if-match': version },
        json: { notes: null },
      });
    const updated = await update('"1"');
    expect(updated.status).toBe(200);
    if (updated.status === 200) expect(await updated.json()).toMatchObject({ notes: null, version: 2 });
    expect((await update('"1"')).status).toBe(409);

    const removed = await admin.api['${n.area}'][':id'].$delete({ param: { id: made.id }, header: { 'if-match': '"2"' } });
    expect(removed.status).toBe(204);
    expect((await employee.api['${n.area}'][':id'].$get({ param: { id: made.id } })).status).toBe(404);

    const actions = await rowsOf<{ action: string }>(
      t.deps.database.db,
      sql\`select action from audit_log where entity = '${n.snake}' and entity_id = \${made.id} order by at, id\`,
    );
    expect(actions.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses what the catalogue does not grant, unknown ids, invalid input and duplicate names', async () => {
    expect((await employee.api['${n.area}'].$post({ json: { name: 'Nope' } })).status).toBe(403);
    expect((await employee.api['${n.area}'][':id'].$get({ param: { id: UNKNOWN_ID } })).status).toBe(404);
    expect((await admin.api['${n.area}'].$post({ json: { name: '   ' } })).status).toBe(422);
    await create('Beta ${n.labelOne}');
    const duplicate = await admin.api['${n.area}'].$post({ json: { name: 'BETA ${n.labelOne.toUpperCase()}' } });
    expect(duplicate.status).toBe(409);
  });

  it('lists with search, sort and pages, and exports the same list as CSV', async () => {
    await create('Gamma one');
    await create('Gamma two');
    const page = await employee.api['${n.area}'].$get({ query: { q: 'gamma', sort: 'name', order: 'desc', pageSize: '1' } });
    expect(page.status).toBe(200);
    const body = await page.json();
    if (typeof body !== 'object' || !('items' in body)) throw new Error('expected the JSON page');
    expect(body.total).toBe(2);
    expect(body.items.map((item) => item.name)).toEqual(['Gamma two']);

    // Exports need data.export (admins); an employee reads the list but may not export it.
    expect((await employee.api['${n.area}'].$get({ query: { q: 'gamma', format: 'csv' } })).status).toBe(403);
    const csv = await admin.api['${n.area}'].$get({ query: { q: 'gamma', format: 'csv' } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\\/csv/);
    const lines = (await csv.text()).trim().split(/\\r?\\n/);
    expect(lines[0]).toBe('Name,Notes,Created');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Gamma one', 'Gamma two']);
  });
});
`,
});
