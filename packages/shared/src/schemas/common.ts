import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.js';

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
  requestId: z.string().optional(),
});

/** Every versioned record carries its version; writes send it back (optimistic concurrency). */
export const versionSchema = z.object({ version: z.number().int().min(1) });

export const WEB_URL_MESSAGE = 'Enter a full web address starting with https:// (or http://).';
/**
 * A link a browser will open or load: only https: and http: with a host name — never javascript:, data:, file: or
 * anything else a browser would run or read locally. Every URL field uses it (docs/product.md §5).
 */
export const webUrlSchema = z
  .url({ protocol: /^https?$/, hostname: z.regexes.hostname, error: WEB_URL_MESSAGE })
  .max(2048);
