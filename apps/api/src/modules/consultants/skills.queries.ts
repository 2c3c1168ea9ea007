import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { platformProducts } from '../../db/schema/catalogues.js';
import { consultantExpertise } from '../../db/schema/consultants.js';
import { heldEntry } from './profile.queries.js';

/** Whether the product exists and belongs to the category. */
export async function productOfCategory(db: DbOrTx, productId: string, categoryId: string): Promise<boolean> {
  const [product] = await db
    .select({ id: platformProducts.id })
    .from(platformProducts)
    .where(and(eq(platformProducts.id, productId), eq(platformProducts.categoryId, categoryId)));
  return product !== undefined;
}

/** The profile's skill for this category and product (no product counts as one value), if held already. */
export const heldSkill = (db: DbOrTx, consultantId: string, categoryId: string, productId: string | null) =>
  heldEntry(
    db,
    consultantExpertise,
    consultantId,
    and(
      eq(consultantExpertise.categoryId, categoryId),
      productId ? eq(consultantExpertise.productId, productId) : isNull(consultantExpertise.productId),
    ),
  );
