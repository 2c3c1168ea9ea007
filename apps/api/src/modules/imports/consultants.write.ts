import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  certifications,
  consultantJobTitles,
  languages,
  platformCategories,
  platformProducts,
} from '../../db/schema/catalogues.js';
import {
  consultantCertifications,
  consultantExpertise,
  consultantLanguages,
  consultants,
} from '../../db/schema/consultants.js';
import { bumpVersion } from '../../lib/versioned-update.js';
import { defaultJobTitleId } from '../consultants/consultants.service.js';
import type { CatalogueIndex } from './imports.catalogue.js';
import type { MissingValue } from './catalogue-needs.js';
import type { ConsultantValues } from './consultants.import.js';

export interface ConsultantCatalogues {
  jobTitles: CatalogueIndex;
  categories: CatalogueIndex;
  /** Products by their category's lowercased name. */
  products: Map<string, CatalogueIndex>;
  certifications: CatalogueIndex;
  languages: CatalogueIndex;
}

/** The first row a statement returned (an insert … returning always has it). */
const first = <T>(rows: T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error('insert returned no row');
  return row;
};

const idOf = (index: CatalogueIndex | undefined, name: string) => {
  const id = index?.find(name)?.id;
  if (!id) throw new Error(`catalogue value ${name} has no id`);
  return id;
};

/** Creates the catalogue values rows asked for, categories before their products, and learns their ids. */
export async function createConsultantCatalogues(tx: Tx, catalogues: ConsultantCatalogues, missing: MissingValue[]) {
  const tables = {
    'job title': {
      index: catalogues.jobTitles,
      insert: (value: string) =>
        tx.insert(consultantJobTitles).values({ title: value }).returning({ id: consultantJobTitles.id }),
    },
    category: {
      index: catalogues.categories,
      insert: (value: string) =>
        tx.insert(platformCategories).values({ name: value }).returning({ id: platformCategories.id }),
    },
    certification: {
      index: catalogues.certifications,
      insert: (value: string) => tx.insert(certifications).values({ name: value }).returning({ id: certifications.id }),
    },
    language: {
      index: catalogues.languages,
      insert: (value: string) => tx.insert(languages).values({ name: value }).returning({ id: languages.id }),
    },
  } as const;
  const ordered = [...missing].sort((a, b) => Number(a.catalogue === 'product') - Number(b.catalogue === 'product'));
  for (const need of ordered) {
    if (need.catalogue === 'product') {
      const parent = need.parent ?? '';
      const products = catalogues.products.get(parent.toLowerCase());
      if (!products || products.find(need.value)?.id) continue;
      const row = first(
        await tx
          .insert(platformProducts)
          .values({ name: need.value, categoryId: idOf(catalogues.categories, parent) })
          .returning({ id: platformProducts.id }),
      );
      products.add({ id: row.id, name: need.value });
      continue;
    }
    const table = tables[need.catalogue as keyof typeof tables];
    if (table.index.find(need.value)?.id) continue;
    const row = first(await table.insert(need.value));
    table.index.add({ id: row.id, name: need.value });
  }
}

export interface ConsultantWrite {
  existingId: string | null;
  values: ConsultantValues;
}

/** The rows of one sub-collection for the consultants that give it; the others keep theirs. */
async function replaceEntries<Entry, Row extends { consultantId: string }>(
  tx: Tx,
  table: typeof consultantExpertise | typeof consultantCertifications | typeof consultantLanguages,
  items: { consultantId: string; entries: Entry[] | undefined }[],
  toRow: (consultantId: string, entry: Entry) => Row,
) {
  const given = items.filter((item) => item.entries !== undefined);
  if (given.length === 0) return;
  await tx.delete(table).where(
    inArray(
      table.consultantId,
      given.map((item) => item.consultantId),
    ),
  );
  const rows = given.flatMap((item) => (item.entries ?? []).map((entry) => toRow(item.consultantId, entry)));
  if (rows.length > 0) await tx.insert(table).values(rows as never);
}

/**
 * Creates or updates consultants and replaces the sub-collections their rows give, in a few statements for the
 * whole batch (new profiles in one insert, each sub-collection in one delete and one insert).
 */
export async function writeConsultants(tx: Tx, catalogues: ConsultantCatalogues, items: ConsultantWrite[]) {
  const fieldsOf = (values: ConsultantValues) => ({
    firstName: values.first_name,
    lastName: values.last_name,
    location: values.location,
    timeZone: values.time_zone,
    hourlyRate: values.hourly_rate,
    startDate: values.start_date,
    availabilityStatus: values.availability_status as (typeof consultants.$inferInsert)['availabilityStatus'],
    phone: values.phone,
    jobTitleId: values.job_title === undefined ? undefined : idOf(catalogues.jobTitles, values.job_title),
  });
  const idOfEmail = new Map<string, string>();
  for (const { existingId, values } of items) {
    if (!existingId) continue;
    idOfEmail.set(values.email, existingId);
    await bumpVersion(tx, consultants, existingId, fieldsOf(values));
  }
  const creates = items.filter((item) => !item.existingId);
  if (creates.length > 0) {
    const defaultTitle = await defaultJobTitleId(tx);
    const created = await tx
      .insert(consultants)
      .values(
        creates.map(({ values }) => {
          const fields = fieldsOf(values);
          return { ...fields, email: values.email, jobTitleId: fields.jobTitleId ?? defaultTitle };
        }),
      )
      .returning({ id: consultants.id, email: consultants.email });
    for (const row of created) idOfEmail.set(row.email, row.id);
  }
  const entriesOf = <K extends 'skills' | 'certifications' | 'languages'>(key: K) =>
    items.map(({ values }) => ({ consultantId: idOfEmail.get(values.email) ?? '', entries: values[key] }));
  await replaceEntries(tx, consultantExpertise, entriesOf('skills'), (consultantId, skill) => ({
    consultantId,
    categoryId: idOf(catalogues.categories, skill.category),
    productId: skill.product ? idOf(catalogues.products.get(skill.category.toLowerCase()), skill.product) : null,
    rating: skill.rating,
  }));
  await replaceEntries(tx, consultantCertifications, entriesOf('certifications'), (consultantId, entry) => ({
    consultantId,
    certificationId: idOf(catalogues.certifications, entry.name),
    issuedOn: entry.issuedOn,
    expiresOn: entry.expiresOn,
  }));
  await replaceEntries(tx, consultantLanguages, entriesOf('languages'), (consultantId, entry) => ({
    consultantId,
    languageId: idOf(catalogues.languages, entry.name),
    proficiency: entry.proficiency,
  }));
}
