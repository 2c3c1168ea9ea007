import type { Db } from '../db/client.js';

/**
 * A hot statement built once per database handle instead of once per request. Drizzle's query builder costs about a
 * fifth of a simple read's CPU (bench/analysis.md); a prepared query keeps the built SQL, and its name makes
 * PostgreSQL parse and plan it once per connection (node-postgres named statements). Embedded PGlite ignores the name: the built SQL is kept, the planning is not.
 *
 * Only for the root handle: a transaction gets a new handle each time, so statements inside one are built as usual.
 * The name must be unique across the API (PostgreSQL keys the statement by it on each connection).
 */
export function preparedPer<P>(build: (db: Db) => P): (db: Db) => P {
  const built = new WeakMap<Db, P>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
