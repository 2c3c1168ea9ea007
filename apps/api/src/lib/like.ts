/**
 * A `LIKE`/`ILIKE` pattern that matches `text` anywhere, with the wildcards `%` and `_` (and the escape `\`) taken
 * literally: a search for "50%" finds "50%", not everything starting with "50".
 */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
