import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { platformProducts } from '../../db/schema/catalogues.js';
import { consultantExpertise } from '../../db/schema/consultants.js';
import { lockProfileRow } from './profile.queries.js';

/** A profile's skill, locked for the edit that reads it. */
export const skillOf = (db: DbOrTx, consultantId: string, id: string) =>
  lockProfileRow(db, consultantExpertise, consultantId, id);

/** Whether the product exists and belongs to the category. */
export async function productOfCategory(db: DbOrTx, productId: string, categoryId: string): Promise<boolean> {
  const [product] = await db
    .select({ id: platformProducts.id })
    .from(platformProducts)
    .where(and(eq(platformProducts.id, productId), eq(platformProducts.categoryId, categoryId)));
  return product !== undefined;
}

/** The profile's skill for this category and product (no product counts as one value), if held already. */
export async function heldSkill(db: DbOrTx, consultantId: string, categoryId: string, productId: string | null) {
  const [held] = await db
    .select({ id: consultantExpertise.id })
    .from(consultantExpertise)
    .where(
      and(
        eq(consultantExpertise.consultantId, consultantId),
        eq(consultantExpertise.categoryId, categoryId),
        productId ? eq(consultantExpertise.productId, productId) : isNull(consultantExpertise.productId),
      ),
    );
  return held;
}

export async function insertSkill(db: DbOrTx, values: typeof consultantExpertise.$inferInsert) {
  const [row] = await db.insert(consultantExpertise).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function setRating(db: DbOrTx, id: string, rating: number): Promise<void> {
  await db.update(consultantExpertise).set({ rating }).where(eq(consultantExpertise.id, id));
}

export async function deleteSkill(db: DbOrTx, id: string): Promise<void> {
  await db.delete(consultantExpertise).where(eq(consultantExpertise.id, id));
}
