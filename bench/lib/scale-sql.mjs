// Helpers shared by the large firm's SQL: every id and every "random" choice is a hash of the seed number and
// the row's series index, so the same seed gives the same firm (and the statements need no joins to find the
// rows they point at: consultant 17's id is computed, not looked up).

/**
 * A deterministic uuid for row `key` (an SQL expression) of kind `tag`: an md5 with the version (4) and variant
 * nibbles set, so the API's uuid validation accepts it.
 */
export const idOf = (seed, tag, key) =>
  `overlay(overlay(md5('${seed}:${tag}:' || (${key})) placing '4' from 13) placing '8' from 17)::uuid`;

/** A deterministic non-negative integer for row `key` of kind `tag`. */
export const hashOf = (seed, tag, key) => `abs(hashtext('${seed}:${tag}:' || (${key})))`;

/** `array[...]` of SQL string literals. */
export const textArray = (values) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`;

/** One element of `array` (an SQL array expression) picked by `hash`. */
export const pick = (array, hash) => `(${array})[1 + (${hash}) % cardinality(${array})]`;

export function checkSeed(seed) {
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`--seed must be a non-negative integer, got ${seed}`);
  return seed;
}
