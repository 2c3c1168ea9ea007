import { z } from 'zod';
import { ENGAGEMENT_TYPES, WORK_ITEM_KINDS } from '../enums.js';

/** Control characters (a NUL cannot reach PostgreSQL text); look-alike and invisible characters are folded. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

export const SEARCH_MAX_LENGTH = 100;

/** GET /api/search: one box across consultants (skills too), clients, engagements, work items and records. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_MAX_LENGTH, `Search for at most ${SEARCH_MAX_LENGTH} characters.`)
    .refine((value) => !CONTROL.test(value), 'The search contains control characters.')
    .transform((value) => value.normalize('NFKC').replace(INVISIBLE, '').trim())
    .refine((value) => value.length >= 2, 'Type at least 2 characters.'),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultsSchema = z.object({
  consultants: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      job_title: z.string().nullable(),
      /** The skill (product, else category) the search matched, for the result and the directory card. */
      matched_skill: z.string().nullable(),
    }),
  ),
  clients: z.array(z.object({ id: z.uuid(), name: z.string() })),
  engagements: z.array(
    z.object({ id: z.uuid(), name: z.string(), type: z.enum(ENGAGEMENT_TYPES), client_name: z.string().nullable() }),
  ),
  work_items: z.array(z.object({ id: z.uuid(), name: z.string(), kind: z.enum(WORK_ITEM_KINDS) })),
  /** Records besides the four areas: a plan opens in the viewer, a candidate on their page, a folder in the tree. */
  plans: z.array(z.object({ id: z.uuid(), name: z.string(), engagement_name: z.string() })),
  candidates: z.array(z.object({ id: z.uuid(), name: z.string(), position_title: z.string() })),
  golden_folders: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
