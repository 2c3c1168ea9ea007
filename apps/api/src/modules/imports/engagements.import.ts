import {
  engagementCreateSchema,
  engagementUpdateSchema,
  type EngagementCreate,
  type EngagementUpdate,
  type ImportError,
} from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../../db/sql.js';
import { writeImportedEngagement } from '../engagements/engagements.service.js';
import { parseNumber } from './consultants.cells.js';
import { engagementKey } from './import-lookups.js';
import { didYouMean } from './imports.catalogue.js';
import { cellError, differs, failed, given, type KindImporter, type RowPlan } from './imports.kinds.js';
import type { ParsedRow } from './imports.parse.js';

interface StoredEngagement extends Record<string, unknown> {
  id: string;
  client: string;
  name: string;
  type: string;
  status: string;
  project_temperature: string;
  start_date: string | null;
  end_date: string | null;
  description: string | null;
  billing_type: string | null;
  budget_hours: number | null;
  budget_amount: number | null;
  currency: string;
  /** The team's earliest start and latest end: the engagement's dates may not strand an assignment. */
  team_start: string | null;
  team_end: string | null;
}

const TEXT_FIELDS = ['name', 'type', 'status', 'project_temperature', 'start_date', 'end_date'] as const;
const MORE_TEXT = ['description', 'billing_type', 'currency'] as const;
const NUMBER_FIELDS = ['budget_hours', 'budget_amount'] as const;

/** The row's fields as the engagements API takes them: only the cells the file gives (others stay as they are). */
function fieldsOf(row: ParsedRow, errors: ImportError[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const column of [...TEXT_FIELDS, ...MORE_TEXT]) fields[column] = given(row, column);
  for (const column of NUMBER_FIELDS) {
    const cell = given(row, column);
    const value = cell === undefined ? undefined : parseNumber(cell);
    if (value === null) errors.push(cellError(row, column, `'${cell}' is not a number.`));
    else fields[column] = value;
  }
  return fields;
}

/** The engagements module's own validation, its messages placed on the row's cells (client_id is the client). */
function validated<T>(row: ParsedRow, schema: z.ZodType<T>, input: unknown, errors: ImportError[]): T | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    const column = field === 'client_id' ? 'client' : field || null;
    const cell = column ? given(row, column) : undefined;
    errors.push(cellError(row, column, cell === undefined ? issue.message : `'${cell}': ${issue.message}`));
  }
  return undefined;
}

/** Engagements by client + name: a known pair updates (its type is fixed once created), a new one creates. */
export const engagementsImporter: KindImporter = async (db) => {
  const clients = await rowsOf<{ id: string; name: string }>(db, sql`select id, name from clients`);
  const clientByName = new Map(clients.map((client) => [client.name.toLowerCase(), client]));
  const stored = await rowsOf<StoredEngagement>(
    db,
    sql`select e.id, c.name as client, e.name, e.type, e.status, e.project_temperature, e.start_date::text,
               e.end_date::text, e.description, e.billing_type, e.budget_hours::float8, e.budget_amount::float8,
               e.currency, min(ec.start_date)::text as team_start, max(ec.end_date)::text as team_end
        from engagements e join clients c on c.id = e.client_id
        left join engagement_consultants ec on ec.engagement_id = e.id
        group by e.id, c.name`,
  );
  const byKey = new Map(stored.map((e) => [engagementKey(e.client, e.name), e]));
  const keyOf = (row: ParsedRow) => engagementKey(given(row, 'client') ?? '', given(row, 'name') ?? '');

  function plan(row: ParsedRow): RowPlan {
    const errors: ImportError[] = [];
    const key = keyOf(row);
    const clientName = given(row, 'client') ?? '';
    const client = clientByName.get(clientName.toLowerCase());
    if (!clientName) errors.push(cellError(row, 'client', 'client is required.'));
    else if (!client) {
      const names = clients.map((c) => c.name);
      errors.push(cellError(row, 'client', `unknown client '${clientName}'${didYouMean(clientName, names)}`));
    }
    const fields = fieldsOf(row, errors);
    const current = byKey.get(key);
    if (!client || errors.length > 0) return failed(key, errors);
    const input = current ? updateOf(row, current, fields, errors) : createOf(row, client.id, fields, errors);
    if (!input || errors.length > 0) return failed(key, errors);
    if (current && !differs(current, input)) return { key, action: 'unchanged', errors };
    return {
      key,
      action: current ? 'update' : 'create',
      errors,
      write: (tx) =>
        writeImportedEngagement(
          tx,
          current ? { id: current.id, patch: input as EngagementUpdate } : { input: input as EngagementCreate },
        ),
    };
  }

  return { keyOf, plan, createMissing: async () => {} };
};

function createOf(row: ParsedRow, clientId: string, fields: Record<string, unknown>, errors: ImportError[]) {
  if (fields.type === undefined) errors.push(cellError(row, 'type', 'type is required for a new engagement.'));
  const input: EngagementCreate = { ...(fields as Partial<EngagementCreate>), client_id: clientId } as EngagementCreate;
  const parsed = validated(row, engagementCreateSchema, stripUndefined(input), errors);
  // The schema compares the dates only once every field is valid: said here too, so one pass shows every error.
  if (!parsed) inOrder(row, given(row, 'start_date'), given(row, 'end_date'), errors);
  return parsed as Record<string, unknown> | undefined;
}

/** An update: the type stays; the dates, merged with the stored ones, stay in order and keep the team inside. */
function updateOf(row: ParsedRow, current: StoredEngagement, fields: Record<string, unknown>, errors: ImportError[]) {
  const { type, ...patch } = fields;
  if (type !== undefined && type !== current.type) {
    errors.push(cellError(row, 'type', `the type is fixed once created (this engagement is a ${current.type}).`));
  }
  const parsed = validated<EngagementUpdate>(row, engagementUpdateSchema, stripUndefined(patch), errors);
  if (!parsed) return undefined;
  const start = parsed.start_date ?? current.start_date;
  const end = parsed.end_date ?? current.end_date;
  inOrder(row, start, end, errors);
  if (start && current.team_start && current.team_start < start) {
    errors.push(cellError(row, 'start_date', `an assignment of the team starts earlier (${current.team_start}).`));
  }
  if (end && current.team_end && current.team_end > end) {
    errors.push(cellError(row, 'end_date', `an assignment of the team ends later (${current.team_end}).`));
  }
  return parsed as Record<string, unknown>;
}

const DATES_MESSAGE = 'The end date cannot be before the start date.';

function inOrder(
  row: ParsedRow,
  start: string | null | undefined,
  end: string | null | undefined,
  errors: ImportError[],
) {
  const said = errors.some((error) => error.column === 'end_date' && error.message.endsWith(DATES_MESSAGE));
  if (start && end && end < start && !said) errors.push(cellError(row, 'end_date', DATES_MESSAGE));
}

const stripUndefined = (input: object) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
