import type { Expertise, ExpertiseInput, SkillsMatrix } from '@praxis/shared';
import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import { consultantJobTitles, platformCategories, platformProducts } from '../../db/schema/catalogues.js';
import { consultantExpertise, consultants } from '../../db/schema/consultants.js';
import { AppError } from '../../lib/app-error.js';
import { auditedCreate, type Actor } from '../../lib/audit.js';
import { countRows, offsetOf, totalOver, withTotal } from '../../lib/pagination.js';
import { removeEntry, setEntryField, SKILL } from './profile-entries.js';
import { editProfile } from './profile.service.js';
import * as skills from './skills.queries.js';

/*
 * Every skill operation of the consultants module: a profile's skills (add, rate, remove — the owner or
 * `consultants.manage`, in the profile's transaction with its audit row) and the firm's skills inventory (matrix).
 */

interface SkillEdit {
  principal: Principal;
  actor: Actor;
  consultantId: string;
}

const toExpertise = (row: typeof consultantExpertise.$inferSelect): Expertise => ({
  id: row.id,
  consultant_id: row.consultantId,
  category_id: row.categoryId,
  product_id: row.productId,
  rating: row.rating,
});

/** Adds a skill to a profile; a product must belong to the chosen category; a skill held already is a 409. */
export async function addSkill(
  db: Db,
  { principal, actor, consultantId, input }: SkillEdit & { input: ExpertiseInput },
) {
  return editProfile(db, principal, consultantId, async (tx) => {
    const productId = input.product_id ?? null;
    if (productId && !(await skills.productOfCategory(tx, productId, input.category_id))) {
      throw AppError.validation('That product does not belong to the chosen category.', {
        product_id: 'Choose a product of the chosen category.',
      });
    }
    if (await skills.heldSkill(tx, consultantId, input.category_id, productId)) {
      throw AppError.conflict('This skill is already on the profile; change its rating instead.');
    }
    const inserted = tx
      .insert(consultantExpertise)
      .values({ consultantId, categoryId: input.category_id, productId, rating: input.rating })
      .returning();
    return auditedCreate(tx, actor, SKILL.entity, inserted, toExpertise);
  });
}

/** Changes a skill's rating (1–5). */
export async function rateSkill(
  db: Db,
  { principal, actor, consultantId, id, rating }: SkillEdit & { id: string; rating: number },
) {
  return editProfile(db, principal, consultantId, async (tx) => {
    const current = await setEntryField(tx, actor, SKILL, { consultantId, id }, 'rating', rating);
    return toExpertise({ ...current, rating });
  });
}

export async function removeSkill(db: Db, { principal, actor, consultantId, id }: SkillEdit & { id: string }) {
  await editProfile(db, principal, consultantId, (tx) => removeEntry(tx, actor, SKILL, { consultantId, id }));
}

/**
 * The skills inventory (docs/product.md §11.3): who holds which product of a category (or one product) at a rating of at least N,
 * as a consultant × product matrix. Consultants are paged in SQL; only the page's ratings are loaded.
 */
type MatrixQuery = { category_id?: string | undefined; product_id?: string | undefined; min_rating: number };

export async function skillsMatrix(
  db: Db,
  query: MatrixQuery,
  page: { page: number; pageSize: number },
): Promise<SkillsMatrix> {
  return matrixPage(db, query, await matrixProducts(db, query), page);
}

/** The products the matrix has a column for: those of the category, or the one product. */
async function matrixProducts(db: Db, query: MatrixQuery) {
  if (!query.category_id && !query.product_id) {
    throw AppError.validation('Choose a platform category or a product.', {
      category_id: 'Choose a platform category or a product.',
    });
  }
  const productWhere: SQL[] = [];
  if (query.category_id) productWhere.push(eq(platformProducts.categoryId, query.category_id));
  if (query.product_id) productWhere.push(eq(platformProducts.id, query.product_id));
  const products = await db
    .select({ id: platformProducts.id, name: platformProducts.name, category_name: platformCategories.name })
    .from(platformProducts)
    .innerJoin(platformCategories, eq(platformCategories.id, platformProducts.categoryId))
    .where(and(...productWhere))
    .orderBy(asc(platformCategories.displayOrder), asc(platformProducts.displayOrder), asc(platformProducts.name));
  return products;
}

/** One page of consultants holding any of `products` at the minimum rating, with their ratings of those products. */
async function matrixPage(
  db: Db,
  query: MatrixQuery,
  products: SkillsMatrix['products'],
  page: { page: number; pageSize: number },
): Promise<SkillsMatrix> {
  const productIds = products.map((product) => product.id);
  if (productIds.length === 0) return { products: [], items: [], total: 0, ...page };

  const holds = sql`exists (select 1 from ${consultantExpertise} e
    where e.consultant_id = ${consultants.id} and e.product_id in (${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and e.rating >= ${query.min_rating})`;
  const where = and(eq(consultants.isActive, true), holds);
  const { limit, offset } = offsetOf(page);
  const { rows, total } = await withTotal(
    db
      .select({
        consultant_id: consultants.id,
        first_name: consultants.firstName,
        last_name: consultants.lastName,
        job_title: consultantJobTitles.title,
        total: totalOver(),
      })
      .from(consultants)
      .leftJoin(consultantJobTitles, eq(consultantJobTitles.id, consultants.jobTitleId))
      .where(where)
      .orderBy(sql`lower(${consultants.lastName})`, sql`lower(${consultants.firstName})`, asc(consultants.id))
      .limit(limit)
      .offset(offset),
    offset,
    () => countRows(db, consultants, where),
  );
  const ratings =
    rows.length === 0
      ? []
      : await db
          .select({
            consultantId: consultantExpertise.consultantId,
            productId: consultantExpertise.productId,
            rating: consultantExpertise.rating,
          })
          .from(consultantExpertise)
          .where(
            and(
              inArray(
                consultantExpertise.consultantId,
                rows.map((row) => row.consultant_id),
              ),
              inArray(consultantExpertise.productId, productIds),
              gte(consultantExpertise.rating, query.min_rating),
            ),
          );
  const items = rows.map((row) => ({
    ...row,
    ratings: Object.fromEntries(
      ratings
        .filter((rating) => rating.consultantId === row.consultant_id && rating.productId)
        .map((rating) => [rating.productId as string, rating.rating]),
    ),
  }));
  return { products, items, total, ...page };
}

/**
 * The skills inventory as CSV (every page): consultant and job title, then one column per product of the choice
 * (`product_<id>`, headed by its name) holding the rating, empty where it is not held at the minimum.
 */
export async function skillsMatrixCsv(db: Db, query: MatrixQuery) {
  // The columns are read once; each page of the export then reads only consultants and ratings.
  const products = await matrixProducts(db, query);
  const field = (productId: string) => `product_${productId}`;
  return {
    filename: 'skills-inventory',
    columns: [
      { key: 'consultant', header: 'Consultant' },
      { key: 'job_title', header: 'Job title' },
      ...products.map((product) => ({ key: field(product.id), header: product.name })),
    ],
    page: async (limit: number, offset: number) => {
      const page = { page: Math.floor(offset / limit) + 1, pageSize: limit };
      const { items } = await matrixPage(db, query, products, page);
      return items.map((row) => ({
        consultant: `${row.first_name} ${row.last_name}`.trim(),
        job_title: row.job_title,
        ...Object.fromEntries(products.map((product) => [field(product.id), row.ratings[product.id] ?? null])),
      }));
    },
  };
}
