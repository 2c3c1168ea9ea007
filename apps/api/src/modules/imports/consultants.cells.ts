import { isIsoDate, LANGUAGE_PROFICIENCIES, type ImportError } from '@praxis/shared';
import { cellError } from './imports.kinds.js';
import type { ParsedRow } from './imports.parse.js';

/*
 * The list cells of a consultant row, read into entries: `skills` (`Category/Product:rating|…`), `certifications`
 * (`Name:issued_on:expires_on|…`) and `languages` (`Language:level|…`). Each returns its entries or the errors.
 */

export interface SkillEntry {
  category: string;
  product: string | null;
  rating: number;
}
export interface CertificationEntry {
  name: string;
  issuedOn: string | null;
  expiresOn: string | null;
}
export interface LanguageEntry {
  name: string;
  proficiency: (typeof LANGUAGE_PROFICIENCIES)[number];
}

type Parsed<T> = { entries: T[]; errors: ImportError[] };

const entriesOf = (cell: string) =>
  cell
    .split('|')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Splits at the last `:` (a product name may hold one: "SAP S/4HANA: Finance:3"). */
function splitLast(entry: string): [string, string] | null {
  const at = entry.lastIndexOf(':');
  return at < 0 ? null : [entry.slice(0, at).trim(), entry.slice(at + 1).trim()];
}

export function parseSkills(row: ParsedRow, cell: string): Parsed<SkillEntry> {
  const errors: ImportError[] = [];
  const entries: SkillEntry[] = [];
  const seen = new Set<string>();
  for (const entry of entriesOf(cell)) {
    const parts = splitLast(entry);
    const rating = parts ? Number(parts[1]) : NaN;
    if (!parts || !Number.isInteger(rating) || rating < 1 || rating > 5) {
      errors.push(cellError(row, 'skills', `'${entry}' is not Category/Product:rating with a rating from 1 to 5.`));
      continue;
    }
    const slash = parts[0].indexOf('/');
    const category = (slash < 0 ? parts[0] : parts[0].slice(0, slash)).trim();
    const product = slash < 0 ? null : parts[0].slice(slash + 1).trim() || null;
    const key = `${category}/${product ?? ''}`.toLowerCase();
    if (!category) errors.push(cellError(row, 'skills', `'${entry}' names no category.`));
    else if (seen.has(key)) errors.push(cellError(row, 'skills', `'${parts[0]}' is listed twice.`));
    else entries.push({ category, product, rating });
    seen.add(key);
  }
  return { entries, errors };
}

const dateOrNull = (value: string | undefined) => (value ? value : null);

/** Trailing `:`-parts that look like dates (or are empty) are the dates: certification names may hold a `:`. */
function splitCertification(entry: string): { name: string; dates: string[] } {
  const parts = entry.split(':');
  const dates: string[] = [];
  const looksLikeDate = (part: string | undefined) => part !== undefined && /^[\d./-]*$/.test(part.trim());
  while (dates.length < 2 && parts.length > 1 && looksLikeDate(parts.at(-1))) {
    dates.unshift((parts.pop() ?? '').trim());
  }
  return { name: parts.join(':').trim(), dates };
}

export function parseCertifications(row: ParsedRow, cell: string): Parsed<CertificationEntry> {
  const errors: ImportError[] = [];
  const entries: CertificationEntry[] = [];
  for (const entry of entriesOf(cell)) {
    const { name, dates } = splitCertification(entry);
    const issuedOn = dateOrNull(dates[0]);
    const expiresOn = dateOrNull(dates[1]);
    const bad = [issuedOn, expiresOn].find((date) => date !== null && !isIsoDate(date));
    if (!name || bad !== undefined) {
      errors.push(
        cellError(row, 'certifications', `'${entry}' is not Name:issued_on:expires_on with dates as yyyy-MM-dd.`),
      );
    } else if (issuedOn && expiresOn && expiresOn < issuedOn) {
      errors.push(cellError(row, 'certifications', `'${name}' expires before it was issued.`));
    } else if (entries.some((known) => known.name.toLowerCase() === name.toLowerCase())) {
      errors.push(cellError(row, 'certifications', `'${name}' is listed twice.`));
    } else {
      entries.push({ name, issuedOn, expiresOn });
    }
  }
  return { entries, errors };
}

export function parseLanguages(row: ParsedRow, cell: string): Parsed<LanguageEntry> {
  const errors: ImportError[] = [];
  const entries: LanguageEntry[] = [];
  for (const entry of entriesOf(cell)) {
    const [name = '', level = 'fluent'] = (splitLast(entry) ?? [entry, 'fluent']).map((part) => part.trim());
    const proficiency = LANGUAGE_PROFICIENCIES.find((known) => known === level.toLowerCase());
    if (!name || !proficiency) {
      errors.push(
        cellError(
          row,
          'languages',
          `'${entry}' is not Language:level with a level of ${LANGUAGE_PROFICIENCIES.join(', ')}.`,
        ),
      );
    } else if (entries.some((known) => known.name.toLowerCase() === name.toLowerCase())) {
      errors.push(cellError(row, 'languages', `'${name}' is listed twice.`));
    } else {
      entries.push({ name, proficiency });
    }
  }
  return { entries, errors };
}

/** A number cell: `120`, `120.5`, or `120,5` as spreadsheets in many languages write it. */
export function parseNumber(value: string): number | null {
  const normalised = /^-?\d+,\d+$/.test(value) ? value.replace(',', '.') : value;
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}
