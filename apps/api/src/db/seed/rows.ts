/** The row a builder produces for a table: drizzle's insert type of that table. */
export type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];
