import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client.js';
import { user } from '../schema/auth.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data-people.js';
import { buildDemoFirm, type TableRows } from './plan.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data-people.js';

export interface SeedDemoOptions {
  /** better-auth's hashPassword, so the demo accounts sign in with `demo-password`. */
  hashPassword: (password: string) => Promise<string>;
  /**
   * The moment the firm is built around (default: now). Dates sit relative to the Monday of its week, so a
   * demo seeded today has engagements running this week; the same value always gives the same rows.
   */
  now?: Date;
  /** Where the seeded golden-folder documents are written (the storage module); skipped when absent. */
  putFile?: (key: string, bytes: Uint8Array, contentType: string) => Promise<void>;
  /** The instance's public address (APP_URL), which the seeded e-mails link to. */
  appUrl?: string;
}

/** Rows per INSERT statement: well under Postgres' 65,535 bind parameters for the widest table. */
const BATCH_ROWS = 500;
/** Serialises concurrent seeders (several API instances starting together on one database). */
const SEED_LOCK_KEY = 7_302_611;

const hasDemo = async (db: DbOrTx) =>
  (await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS[0]!.email)).limit(1)).length > 0;

/**
 * Seeds the demo firm (docs/product.md §12) in one transaction. Idempotent: when admin@demo.local exists it does
 * nothing and returns `{ seeded: false }`.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<{ seeded: boolean }> {
  if (await hasDemo(db)) return { seeded: false };
  // Hash outside the transaction: it is the slow part (scrypt) and needs no database.
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map(() => options.hashPassword(DEMO_PASSWORD)));
  const plan = buildDemoFirm({ now: options.now ?? new Date(), passwordHashes, appUrl: options.appUrl });
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasDemo(tx)) return { seeded: false };
    for (const entry of plan) await insertAll(tx, entry);
    return { seeded: true };
  });
  if (result.seeded && options.putFile) {
    for (const file of plan.flatMap((entry) => entry.files ?? [])) {
      await options.putFile(file.key, file.bytes, file.contentType);
    }
  }
  return result;
}

async function insertAll(tx: DbOrTx, { table, rows }: TableRows) {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await tx.insert(table).values(rows.slice(start, start + BATCH_ROWS));
  }
}
