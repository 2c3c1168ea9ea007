import { createHash } from 'node:crypto';
import { IMPORT_COLUMNS, type ImportHeaders, type ImportKind, type ImportMapping } from '@praxis/shared';
import { and, eq, sql } from 'drizzle-orm';
import { distance } from 'fastest-levenshtein';
import type { Db } from '../../db/client.js';
import { importColumnMappings } from '../../db/schema/import-mappings.js';
import { AppError } from '../../lib/app-error.js';
import { normaliseHeader, type ParsedSheet } from './imports.parse.js';

const columnsOf = (kind: ImportKind) => IMPORT_COLUMNS[kind].map((column) => column.name);

/** One key per set of headers, whatever their order. */
const headerKeyOf = (headers: string[]) =>
  createHash('sha256')
    .update([...new Set(headers)].sort().join('\n'))
    .digest('hex');

/** True unless every header is a column of the kind and every required column is there. */
export function needsMapping(kind: ImportKind, headers: string[]): boolean {
  const columns = new Set(columnsOf(kind));
  const required = IMPORT_COLUMNS[kind].filter((column) => column.required).map((column) => column.name);
  return headers.some((header) => !columns.has(header)) || required.some((name) => !headers.includes(name));
}

/**
 * Each header's closest column, by its name or its description ("E-mail address" → email, "Surname" stays
 * unmapped): exact names first, then the nearest within a third of the word; a column is suggested once.
 */
export function suggestMapping(kind: ImportKind, headers: string[]): ImportMapping {
  const columns = IMPORT_COLUMNS[kind];
  const taken = new Set(headers.filter((header) => columns.some((column) => column.name === header)));
  const mapping: ImportMapping = {};
  for (const header of headers) {
    if (taken.has(header)) {
      mapping[header] = header;
      continue;
    }
    let best: { name: string; score: number } | null = null;
    for (const column of columns) {
      if (taken.has(column.name)) continue;
      const names = [column.name, normaliseHeader(column.description)];
      const bare = header.replaceAll('_', '');
      // A header that holds the column's name ("E-mail address" holds email) is as near as a one-letter typo.
      const score = Math.min(
        ...names.map((name) => {
          const target = name.replaceAll('_', '');
          return target.length >= 4 && bare.includes(target) ? 1 : distance(bare, target);
        }),
      );
      if (!best || score < best.score) best = { name: column.name, score };
    }
    const near = best && best.score <= Math.max(2, Math.floor(header.length / 3));
    mapping[header] = near && best ? best.name : null;
    if (near && best) taken.add(best.name);
  }
  return mapping;
}

async function rememberedOf(db: Db, kind: ImportKind, headers: string[]) {
  const [row] = await db
    .select({ mapping: importColumnMappings.mapping })
    .from(importColumnMappings)
    .where(and(eq(importColumnMappings.kind, kind), eq(importColumnMappings.headerKey, headerKeyOf(headers))));
  return row?.mapping;
}

/** The file's headers and the mapping the screen offers for them. */
export async function headersOf(db: Db, kind: ImportKind, sheet: ParsedSheet): Promise<ImportHeaders> {
  const remembered = await rememberedOf(db, kind, sheet.headers);
  return {
    kind,
    headers: sheet.headers,
    suggested: remembered ?? suggestMapping(kind, sheet.headers),
    remembered: remembered !== undefined,
    needs_mapping: needsMapping(kind, sheet.headers),
  };
}

/** A mapping that names the file's headers and the kind's columns, each column at most once. */
function assertMapping(kind: ImportKind, headers: string[], mapping: ImportMapping) {
  const columns = new Set(columnsOf(kind));
  // Headers the mapping leaves as they are keep their column.
  const used = new Map(headers.filter((header) => !Object.hasOwn(mapping, header)).map((header) => [header, header]));
  for (const [header, column] of Object.entries(mapping)) {
    if (!headers.includes(header)) throw AppError.validation(`The file has no column '${header}' to map.`);
    if (column === null || column === '') continue;
    if (!columns.has(column)) throw AppError.validation(`'${column}' is not a column of ${kind}.`);
    const other = used.get(column);
    if (other) throw AppError.validation(`'${header}' and '${other}' are both mapped to ${column}; choose one.`);
    used.set(column, header);
  }
}

/** The sheet with its headers renamed by the mapping (unmapped headers keep their name; null ones are left out). */
function applyMapping(sheet: ParsedSheet, mapping: ImportMapping): ParsedSheet {
  const nameOf = (header: string) => (Object.hasOwn(mapping, header) ? mapping[header] || null : header);
  const headers = sheet.headers.map(nameOf).filter((name): name is string => name !== null);
  const rows = sheet.rows.map((row) => {
    const cells: Record<string, string> = {};
    for (const [header, value] of Object.entries(row.cells)) {
      const name = nameOf(header);
      if (name !== null) cells[name] = value;
    }
    return { row: row.row, cells };
  });
  return { headers, rows };
}

/**
 * The sheet as the kind reads it: a mapping sent with the file is checked, remembered for this set of headers and
 * applied; without one, the mapping remembered for these headers applies; files already in the kind's columns
 * are read as they are.
 */
export async function mappedSheet(
  db: Db,
  options: { kind: ImportKind; sheet: ParsedSheet; mapping?: ImportMapping | undefined; userId: string | null },
): Promise<ParsedSheet> {
  const { kind, sheet, mapping } = options;
  if (mapping) {
    assertMapping(kind, sheet.headers, mapping);
    await db
      .insert(importColumnMappings)
      .values({ kind, headerKey: headerKeyOf(sheet.headers), mapping, updatedBy: options.userId })
      .onConflictDoUpdate({
        target: [importColumnMappings.kind, importColumnMappings.headerKey],
        set: { mapping, updatedBy: options.userId, updatedAt: sql`now()` },
      });
    return applyMapping(sheet, mapping);
  }
  if (!needsMapping(kind, sheet.headers)) return sheet;
  const remembered = await rememberedOf(db, kind, sheet.headers);
  return remembered ? applyMapping(sheet, remembered) : sheet;
}
