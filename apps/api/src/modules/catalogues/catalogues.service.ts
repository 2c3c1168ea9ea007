import {
  CATALOGUE_LABELS,
  type CatalogueItem,
  type CatalogueItemInput,
  type CatalogueKind,
  type PaginationQuery,
} from '@praxis/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { likePattern } from '../../lib/like.js';
import { offsetOf, pageFrom, TOTAL_OVER, withTotal, type Page } from '../../lib/pagination.js';
import { assertVersion } from '../../lib/versioning.js';
import { CATALOGUES, type CatalogueConfig } from './catalogues.config.js';
import { lockClause } from '../../lib/lock-row.js';
import { versionBumpSql } from '../../lib/versioned-update.js';

const OPTIONAL = ['description', 'issuer', 'code', 'platform', 'category_id'] as const;

/** The one select every catalogue answers with; columns a catalogue lacks are NULL. */
function selectOf(config: CatalogueConfig, counted = false): SQL {
  const optional = OPTIONAL.map((column) =>
    config.columns.includes(column) ? sql.raw(`t.${column}`) : sql.raw(`null as ${column}`),
  );
  return sql`select t.id, ${sql.raw(`t.${config.nameColumn}`)} as name, ${sql.join(optional, sql`, `)},
    t.display_order, (${sql.raw(config.usage)})::int as usage_count, t.version${counted ? sql`, ${TOTAL_OVER}` : sql``}
    from ${sql.raw(config.table)} t`;
}

type Optional = (typeof OPTIONAL)[number];
type Row = Omit<CatalogueItem, Optional> & Partial<Record<Optional, string | null>>;

const toItem = (row: Row): CatalogueItem => ({
  id: row.id,
  name: row.name,
  ...(Object.fromEntries(OPTIONAL.map((column) => [column, row[column] ?? null])) as Record<Optional, string | null>),
  display_order: Number(row.display_order),
  usage_count: Number(row.usage_count),
  version: Number(row.version),
});

type CatalogueFilter = { q?: string | undefined; category_id?: string | undefined };

/** The catalogue's entries matching the filter in display order, one page of them (`counted`: with the total). */
function selectCatalogue<R extends Row = Row>(
  db: DbOrTx,
  kind: CatalogueKind,
  filter: CatalogueFilter,
  counted: boolean,
) {
  const config = CATALOGUES[kind];
  const where = whereOf(config, filter);
  return (limit: number, offset: number) =>
    rowsOf<R>(
      db,
      sql`${selectOf(config, counted)} where ${where}
        order by ${sql.raw(config.scopedByCategory ? 't.category_id, ' : '')}t.display_order, ${sql.raw(`lower(t.${config.nameColumn})`)}, t.id
        limit ${limit} offset ${offset}`,
    );
}

function whereOf(config: CatalogueConfig, filter: CatalogueFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.q) {
    conditions.push(sql`${sql.raw(`t.${config.nameColumn}`)} ilike ${likePattern(filter.q)}`);
  }
  if (filter.category_id && config.scopedByCategory) conditions.push(sql`t.category_id = ${filter.category_id}`);
  return sql.join(conditions, sql` and `);
}

export async function listCatalogue(
  db: Db,
  kind: CatalogueKind,
  filter: CatalogueFilter,
  page: PaginationQuery,
): Promise<Page<CatalogueItem>> {
  const config = CATALOGUES[kind];
  const { limit, offset } = offsetOf(page);
  const { rows, total } = await withTotal(
    selectCatalogue<Row & { total: number }>(db, kind, filter, true)(limit, offset),
    offset,
    async () => {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.raw(config.table)} t where ${whereOf(config, filter)}`,
      );
      return Number(row?.n ?? 0);
    },
  );
  return pageFrom(rows.map(toItem), total, page);
}

/** The CSV export: every entry matching the filter, page by page in the list's order. */
export const catalogueRows =
  (db: Db, kind: CatalogueKind, filter: CatalogueFilter) =>
  async (limit: number, offset: number): Promise<CatalogueItem[]> =>
    (await selectCatalogue(db, kind, filter, false)(limit, offset)).map(toItem);

async function findItem(db: DbOrTx, config: CatalogueConfig, id: string, lock = false) {
  const [row] = await rowsOf<Row>(db, sql`${selectOf(config)} where t.id = ${id} ${lockClause({ of: 't', lock })}`);
  return row ? toItem(row) : undefined;
}

async function assertNameFree(tx: Tx, kind: CatalogueKind, name: string, categoryId: string | null, exceptId?: string) {
  const config = CATALOGUES[kind];
  const scope = config.scopedByCategory ? sql` and category_id = ${categoryId}` : sql``;
  const [clash] = await rowsOf<{ id: string }>(
    tx,
    sql`select id from ${sql.raw(config.table)} where lower(${sql.raw(config.nameColumn)}) = lower(${name})${scope}`,
  );
  if (clash && clash.id !== exceptId) {
    throw AppError.conflict(`${CATALOGUE_LABELS[kind].singular} "${name}" already exists.`, {
      fields: { name: 'This name is already taken.' },
    });
  }
}

async function assertCategory(tx: Tx, categoryId: string | undefined): Promise<string> {
  if (!categoryId)
    throw AppError.validation('Choose a platform category.', { category_id: 'Choose a platform category.' });
  const [found] = await rowsOf<{ id: string }>(tx, sql`select id from platform_categories where id = ${categoryId}`);
  if (!found) throw AppError.validation('That platform category does not exist.', { category_id: 'Unknown category.' });
  return found.id;
}

/** Values for the columns this catalogue has; fields it does not have are refused, not silently dropped. */
function columnsOf(kind: CatalogueKind, input: Partial<CatalogueItemInput>) {
  const config = CATALOGUES[kind];
  const values: [string, unknown][] = [];
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (field === 'name') values.push([config.nameColumn, value]);
    else if ((config.columns as readonly string[]).includes(field)) values.push([field, value]);
    else {
      throw AppError.validation(`${CATALOGUE_LABELS[kind].plural} have no field "${field}".`, {
        [field]: `Unknown field "${field}" cannot be set.`,
      });
    }
  }
  return values;
}

export async function createCatalogueItem(db: Db, actor: Actor, kind: CatalogueKind, input: CatalogueItemInput) {
  const config = CATALOGUES[kind];
  const values = columnsOf(kind, input);
  return db.transaction(async (tx) => {
    const categoryId = config.scopedByCategory ? await assertCategory(tx, input.category_id) : null;
    await assertNameFree(tx, kind, input.name, categoryId);
    const scope = config.scopedByCategory ? sql` where category_id = ${categoryId}` : sql``;
    const columns = [...values.map(([column]) => column), 'display_order'];
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into ${sql.raw(config.table)} (${sql.raw(columns.join(', '))})
        values (${sql.join(
          values.map(([, value]) => sql`${value}`),
          sql`, `,
        )}, (select coalesce(max(display_order) + 1, 0) from ${sql.raw(config.table)}${scope}))
        returning id`,
    );
    if (!row) throw new Error('insert returned no row');
    const created = await findItem(tx, config, row.id);
    await audit(tx, actor, { entity: config.entity, entityId: row.id, action: 'create', after: created });
    return created as CatalogueItem;
  });
}

export async function updateCatalogueItem(
  db: Db,
  actor: Actor,
  kind: CatalogueKind,
  id: string,
  input: Partial<CatalogueItemInput>,
  expectedVersion: number | undefined,
) {
  const config = CATALOGUES[kind];
  const values = columnsOf(kind, input);
  return db.transaction(async (tx) => {
    const current = await findItem(tx, config, id, true);
    if (!current) throw AppError.notFound(CATALOGUE_LABELS[kind].singular);
    assertVersion(current.version, expectedVersion);
    const categoryId =
      config.scopedByCategory && input.category_id ? await assertCategory(tx, input.category_id) : current.category_id;
    if (input.name !== undefined || input.category_id !== undefined) {
      await assertNameFree(tx, kind, input.name ?? current.name, categoryId, id);
    }
    const sets = values.map(([column, value]) => sql`${sql.raw(column)} = ${value}`);
    await tx.execute(
      sql`update ${sql.raw(config.table)} set ${sql.join([...sets, versionBumpSql()], sql`, `)}
        where id = ${id}`,
    );
    const updated = (await findItem(tx, config, id)) as CatalogueItem;
    await audit(tx, actor, { entity: config.entity, entityId: id, action: 'update', before: current, after: updated });
    return updated;
  });
}

export async function deleteCatalogueItem(db: Db, actor: Actor, kind: CatalogueKind, id: string) {
  const config = CATALOGUES[kind];
  await db.transaction(async (tx) => {
    const current = await findItem(tx, config, id, true);
    if (!current) throw AppError.notFound(CATALOGUE_LABELS[kind].singular);
    if (current.usage_count > 0) {
      throw AppError.conflict(
        `${current.name} is in use (${current.usage_count} record${current.usage_count === 1 ? '' : 's'}) and cannot be deleted.`,
      );
    }
    if (kind === 'platform-categories') {
      const [products] = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int as n from consultant_expertise e join platform_products p on p.id = e.product_id where p.category_id = ${id}`,
      );
      if (Number(products?.n ?? 0) > 0) {
        throw AppError.conflict(`${current.name} has products that are in use and cannot be deleted.`);
      }
    }
    await tx.execute(sql`delete from ${sql.raw(config.table)} where id = ${id}`);
    await audit(tx, actor, { entity: config.entity, entityId: id, action: 'delete', before: current });
  });
}

/**
 * Sets the display order to the order of `ids`, which must be exactly the catalogue's entries (for products: those
 * of one category), so a reorder based on a stale list is refused instead of scrambling entries added meanwhile.
 */
export async function reorderCatalogue(db: Db, actor: Actor, kind: CatalogueKind, ids: string[]) {
  const config = CATALOGUES[kind];
  return db.transaction(async (tx) => {
    let scope = sql``;
    if (config.scopedByCategory) {
      const [first] = await rowsOf<{ category_id: string }>(
        tx,
        sql`select category_id from platform_products where id = ${ids[0]}`,
      );
      if (!first) throw AppError.validation('Unknown product in the new order.', { ids: 'Unknown id.' });
      scope = sql` where category_id = ${first.category_id}`;
    }
    const current = await rowsOf<{ id: string; display_order: number }>(
      tx,
      sql`select id, display_order from ${sql.raw(config.table)}${scope} order by display_order ${lockClause()}`,
    );
    const known = new Set(current.map((row) => row.id));
    if (current.length !== ids.length || ids.some((id) => !known.has(id))) {
      throw AppError.conflict('The list changed since it was loaded. Reload it and try again.');
    }
    for (const [index, id] of ids.entries()) {
      await tx.execute(
        sql`update ${sql.raw(config.table)} set display_order = ${index}, ${versionBumpSql()}
          where id = ${id} and display_order <> ${index}`,
      );
    }
    await audit(tx, actor, {
      entity: config.entity,
      entityId: ids[0] as string,
      action: 'update',
      before: { order: current.map((row) => row.id) },
      after: { order: ids },
    });
  });
}
