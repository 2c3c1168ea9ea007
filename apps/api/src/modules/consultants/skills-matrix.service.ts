import type { SkillsMatrix } from '@praxis/shared';
import { and, asc, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { consultantJobTitles, platformCategories, platformProducts } from '../../db/schema/catalogues.js';
import { consultantExpertise, consultants } from '../../db/schema/consultants.js';
import { AppError } from '../../lib/app-error.js';
import { offsetOf } from '../../lib/pagination.js';

/**
 * The skills inventory (issue 4): who holds which product of a category (or one product) at a rating of at least N,
 * as a consultant × product matrix. Consultants are paged in SQL; only the page's ratings are loaded.
 */
export async function skillsMatrix(
  db: Db,
  query: { category_id?: string | undefined; product_id?: string | undefined; min_rating: number },
  page: { page: number; pageSize: number },
): Promise<SkillsMatrix> {
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
  const productIds = products.map((product) => product.id);
  if (productIds.length === 0) return { products: [], items: [], total: 0, ...page };

  const holds = sql`exists (select 1 from ${consultantExpertise} e
    where e.consultant_id = ${consultants.id} and e.product_id in (${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and e.rating >= ${query.min_rating})`;
  const where = and(eq(consultants.isActive, true), holds);
  const { limit, offset } = offsetOf(page);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        consultant_id: consultants.id,
        first_name: consultants.firstName,
        last_name: consultants.lastName,
        job_title: consultantJobTitles.title,
      })
      .from(consultants)
      .leftJoin(consultantJobTitles, eq(consultantJobTitles.id, consultants.jobTitleId))
      .where(where)
      .orderBy(sql`lower(${consultants.lastName})`, sql`lower(${consultants.firstName})`, asc(consultants.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(consultants).where(where),
  ]);
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
  return { products, items, total: total?.value ?? 0, ...page };
}
