import { AVAILABILITY_STATUSES, isIsoDate, isTimeZone, jobTitleInputSchema, type ImportError } from '@praxis/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { CatalogueIndex } from './imports.catalogue.js';
import { CatalogueNeeds } from './catalogue-needs.js';
import { consultantCatalogues, existingConsultants, type ExistingConsultant } from './consultants.queries.js';
import {
  parseCertifications,
  parseLanguages,
  parseNumber,
  parseSkills,
  type CertificationEntry,
  type LanguageEntry,
  type SkillEntry,
} from './consultants.cells.js';
import {
  createConsultantCatalogues,
  writeConsultants,
  type ConsultantCatalogues,
  type ConsultantWrite,
} from './consultants.write.js';
import { cellError, differs, failed, given, type KindImporter, type RowPlan } from './imports.kinds.js';
import type { ParsedRow } from './imports.parse.js';

const emailSchema = z.email().max(320);

/** The consultant fields of a row, each undefined when its cell is empty (left as it is). */
export interface ConsultantValues {
  first_name: string;
  last_name: string;
  email: string;
  job_title?: string;
  location?: string;
  time_zone?: string;
  hourly_rate?: number;
  start_date?: string;
  availability_status?: string;
  phone?: string;
  skills?: SkillEntry[];
  certifications?: CertificationEntry[];
  languages?: LanguageEntry[];
}

const skillsText = (entries: SkillEntry[]) =>
  [...entries]
    .sort((a, b) =>
      `${a.category}/${a.product ?? ''}`.toLowerCase().localeCompare(`${b.category}/${b.product ?? ''}`.toLowerCase()),
    )
    .map((e) => `${e.category}${e.product ? `/${e.product}` : ''}:${e.rating}`)
    .join('|');
const certificationsText = (entries: CertificationEntry[]) =>
  [...entries]
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
    .map((e) => `${e.name}:${e.issuedOn ?? ''}:${e.expiresOn ?? ''}`)
    .join('|');
const languagesText = (entries: LanguageEntry[]) =>
  [...entries]
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
    .map((e) => `${e.name}:${e.proficiency}`)
    .join('|');

/**
 * A list cell's entries in one order: the database's collation and the runtime's may sort the same set
 * differently, so both sides are put in code-unit order before they are compared.
 */
const sameOrder = (cell: string) => cell.split('|').sort().join('|');

/** Whether the row changes the stored consultant (sub-collections compared as their sorted cell text). */
function changes(current: ExistingConsultant, values: ConsultantValues): boolean {
  const stored = {
    ...current,
    hourly_rate: current.hourly_rate === null ? null : Number(current.hourly_rate),
    skills: sameOrder(current.skills),
    certifications: sameOrder(current.certifications),
    languages: sameOrder(current.languages),
  };
  return differs(stored, {
    first_name: values.first_name,
    last_name: values.last_name,
    job_title: values.job_title,
    location: values.location,
    time_zone: values.time_zone,
    hourly_rate: values.hourly_rate,
    start_date: values.start_date,
    availability_status: values.availability_status,
    phone: values.phone,
    skills: values.skills && sameOrder(skillsText(values.skills)),
    certifications: values.certifications && sameOrder(certificationsText(values.certifications)),
    languages: values.languages && sameOrder(languagesText(values.languages)),
  });
}

function scalarFields(
  row: ParsedRow,
  errors: ImportError[],
): Omit<ConsultantValues, 'skills' | 'certifications' | 'languages'> {
  const text = (column: string, max: number) => {
    const value = given(row, column);
    if (value !== undefined && value.length > max)
      errors.push(cellError(row, column, `longer than ${max} characters.`));
    return value;
  };
  const first_name = text('first_name', 100) ?? '';
  const last_name = text('last_name', 100) ?? '';
  const email = (given(row, 'email') ?? '').toLowerCase();
  if (!first_name) errors.push(cellError(row, 'first_name', 'first name is required.'));
  if (!last_name) errors.push(cellError(row, 'last_name', 'last name is required.'));
  if (!email) errors.push(cellError(row, 'email', 'e-mail is required.'));
  else if (!emailSchema.safeParse(email).success)
    errors.push(cellError(row, 'email', `'${email}' is not an e-mail address.`));
  const time_zone = given(row, 'time_zone');
  if (time_zone && !isTimeZone(time_zone)) {
    errors.push(cellError(row, 'time_zone', `'${time_zone}' is not a time zone (use names like Europe/Berlin).`));
  }
  const rate = given(row, 'hourly_rate');
  const hourly_rate = rate === undefined ? undefined : parseNumber(rate);
  if (hourly_rate === null || (hourly_rate !== undefined && (hourly_rate < 0 || hourly_rate > 100_000))) {
    errors.push(cellError(row, 'hourly_rate', `'${rate}' is not an hourly rate (a number from 0 to 100,000).`));
  }
  const start_date = given(row, 'start_date');
  if (start_date && !isIsoDate(start_date)) {
    errors.push(cellError(row, 'start_date', `'${start_date}' is not a date as yyyy-MM-dd.`));
  }
  const availability_status = given(row, 'availability_status');
  if (availability_status && !(AVAILABILITY_STATUSES as readonly string[]).includes(availability_status)) {
    errors.push(
      cellError(
        row,
        'availability_status',
        `'${availability_status}' is not one of ${AVAILABILITY_STATUSES.join(', ')}.`,
      ),
    );
  }
  return {
    first_name,
    last_name,
    email,
    job_title: given(row, 'job_title'),
    location: text('location', 120),
    time_zone,
    hourly_rate: hourly_rate ?? undefined,
    start_date,
    availability_status,
    phone: text('phone', 40),
  };
}

/** Consultants by e-mail: a known e-mail updates that profile, a new one creates it (an employee, not invited). */
export const consultantsImporter: KindImporter = async (db: Db, { createMissing }) => {
  const [existing, lists] = await Promise.all([existingConsultants(db), consultantCatalogues(db)]);
  const catalogues: ConsultantCatalogues = {
    jobTitles: new CatalogueIndex(lists.jobTitles),
    categories: new CatalogueIndex(lists.categories),
    products: new Map(),
    certifications: new CatalogueIndex(lists.certifications),
    languages: new CatalogueIndex(lists.languages),
  };
  for (const category of lists.categories) {
    catalogues.products.set(
      category.name.toLowerCase(),
      new CatalogueIndex(lists.products.filter((product) => product.category_id === category.id)),
    );
  }
  const needs = new CatalogueNeeds(createMissing);

  const productsOf = (category: string) => {
    const key = category.toLowerCase();
    const known = catalogues.products.get(key) ?? new CatalogueIndex([]);
    catalogues.products.set(key, known);
    return known;
  };

  function resolveSkills(row: ParsedRow, entries: SkillEntry[], errors: ImportError[]): SkillEntry[] {
    return entries.flatMap((entry) => {
      const category = needs.resolve(
        catalogues.categories,
        { catalogue: 'category', value: entry.category },
        row,
        'skills',
        errors,
      );
      if (!category) return [];
      if (!entry.product) return [{ ...entry, category }];
      const product = needs.resolve(
        productsOf(category),
        { catalogue: 'product', value: entry.product, parent: category },
        row,
        'skills',
        errors,
      );
      return product ? [{ category, product, rating: entry.rating }] : [];
    });
  }

  /** A list cell of catalogue names (certifications, languages): its entries, each name as the catalogue spells it. */
  function namedEntries<Entry extends { name: string }>(
    row: ParsedRow,
    errors: ImportError[],
    column: string,
    parse: (row: ParsedRow, cell: string) => { entries: Entry[]; errors: ImportError[] },
    index: CatalogueIndex,
    catalogue: string,
  ): Entry[] | undefined {
    const cell = given(row, column);
    if (cell === undefined) return undefined;
    const parsed = parse(row, cell);
    errors.push(...parsed.errors);
    return parsed.entries.flatMap((entry) => {
      const name = needs.resolve(index, { catalogue, value: entry.name }, row, column, errors);
      return name ? [{ ...entry, name }] : [];
    });
  }

  function plan(row: ParsedRow): RowPlan {
    const errors: ImportError[] = [];
    const values: ConsultantValues = scalarFields(row, errors);
    if (values.job_title !== undefined) {
      // The catalogue's one rule for titles (CEO and its look-alikes, stray blanks and controls).
      const title = jobTitleInputSchema.shape.title.safeParse(values.job_title);
      if (!title.success) errors.push(cellError(row, 'job_title', title.error.issues[0]?.message ?? 'Invalid title.'));
      else
        values.job_title = needs.resolve(
          catalogues.jobTitles,
          { catalogue: 'job title', value: title.data },
          row,
          'job_title',
          errors,
        );
    }
    const skillsCell = given(row, 'skills');
    if (skillsCell !== undefined) {
      const parsed = parseSkills(row, skillsCell);
      errors.push(...parsed.errors);
      values.skills = resolveSkills(row, parsed.entries, errors);
    }
    values.certifications = namedEntries(
      row,
      errors,
      'certifications',
      parseCertifications,
      catalogues.certifications,
      'certification',
    );
    values.languages = namedEntries(row, errors, 'languages', parseLanguages, catalogues.languages, 'language');
    if (errors.length > 0) return failed(values.email, errors);
    const current = existing.get(values.email);
    if (current && !changes(current, values)) return { key: values.email, action: 'unchanged', errors };
    const item: ConsultantWrite = { existingId: current?.id ?? null, values };
    return {
      key: values.email,
      action: current ? 'update' : 'create',
      errors,
      write: (tx) => writeConsultants(tx, catalogues, [item]),
      batched: item,
    };
  }

  return {
    keyOf: (row) => (given(row, 'email') ?? '').toLowerCase(),
    plan,
    writeBatch: (tx, batched) => writeConsultants(tx, catalogues, batched as ConsultantWrite[]),
    createMissing: (tx) => createConsultantCatalogues(tx, catalogues, needs.missing),
  };
};
