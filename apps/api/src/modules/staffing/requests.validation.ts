import type { CertificationRequirement, LanguageRequirement, SkillRequirement } from '@praxis/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { formatDay } from '@praxis/shared/dates';
import * as queries from './requests.queries.js';

interface RequestValues {
  engagement_id: string;
  engagement_role_id: string | null;
  job_title_id: string | null;
  skills: SkillRequirement[];
  certifications: CertificationRequirement[];
  languages: LanguageRequirement[];
  start_date: string;
  end_date: string;
}

/**
 * What the shared schema cannot know: the engagement exists and the dates sit within its own; every catalogue id
 * names an entry of the right catalogue (a product of the category it is listed under). 422 with field paths.
 */
export async function assertValidRequest(tx: DbOrTx, value: RequestValues): Promise<void> {
  const fields: Record<string, string> = {};
  const engagement = await queries.engagementDates(tx, value.engagement_id);
  if (!engagement) fields.engagement_id = 'Unknown engagement.';
  else {
    if (engagement.startDate && value.start_date < engagement.startDate) {
      fields.start_date = `The request cannot start before the engagement (${formatDay(engagement.startDate)}).`;
    }
    if (engagement.endDate && value.end_date > engagement.endDate) {
      fields.end_date = `The request cannot end after the engagement (${formatDay(engagement.endDate)}).`;
    }
  }
  if (value.end_date < value.start_date) fields.end_date = 'The end date cannot be before the start date.';

  const ids = [
    ...value.skills.flatMap((s) => [s.category_id, ...(s.product_id ? [s.product_id] : [])]),
    ...value.certifications.map((c) => c.certification_id),
    ...value.languages.map((l) => l.language_id),
    ...(value.job_title_id ? [value.job_title_id] : []),
    ...(value.engagement_role_id ? [value.engagement_role_id] : []),
  ];
  const known = await queries.knownCatalogueIds(tx, [...new Set(ids)]);
  const has = (id: string, kind: string) => known.some((row) => row.id === id && row.kind === kind);
  value.skills.forEach((skill, i) => {
    if (!has(skill.category_id, 'category')) fields[`skills.${i}.category_id`] = 'Unknown platform category.';
    else if (skill.product_id) {
      const product = known.find((row) => row.id === skill.product_id && row.kind === 'product');
      if (!product) fields[`skills.${i}.product_id`] = 'Unknown product.';
      else if (product.category_id !== skill.category_id) {
        fields[`skills.${i}.product_id`] = 'This product belongs to another category.';
      }
    }
  });
  value.certifications.forEach((cert, i) => {
    if (!has(cert.certification_id, 'certification')) {
      fields[`certifications.${i}.certification_id`] = 'Unknown certification.';
    }
  });
  value.languages.forEach((language, i) => {
    if (!has(language.language_id, 'language')) fields[`languages.${i}.language_id`] = 'Unknown language.';
  });
  if (value.job_title_id && !has(value.job_title_id, 'job_title')) fields.job_title_id = 'Unknown job title.';
  if (value.engagement_role_id && !has(value.engagement_role_id, 'role')) {
    fields.engagement_role_id = 'Unknown engagement role.';
  }
  const names = Object.keys(fields);
  if (names.length) {
    const [first] = names;
    const message = names.length === 1 && first ? `${first}: ${fields[first]}` : `Invalid fields: ${names.join(', ')}.`;
    throw AppError.validation(message, fields);
  }
}
