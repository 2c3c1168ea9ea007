/** The area's contracts in packages/shared: the API validates with them, the web's forms reuse them. */
export const sharedFiles = (n) => ({
  [`packages/shared/src/schemas/${n.area}.ts`]: `import { z } from 'zod';

const name = z.string().trim().min(1, 'Name is required.').max(200, 'At most 200 characters.');
const notes = z.string().trim().max(5000, 'At most 5,000 characters.').nullable();

/** What creating a ${n.labelOne} accepts. */
export const ${n.oneCamel}CreateSchema = z.object({ name, notes: notes.optional() }).strict();
export type ${n.One}Create = z.input<typeof ${n.oneCamel}CreateSchema>;

/** What updating a ${n.labelOne} accepts: any of its fields. */
export const ${n.oneCamel}UpdateSchema = z.object({ name, notes }).partial().strict();
export type ${n.One}Update = z.infer<typeof ${n.oneCamel}UpdateSchema>;

/** A ${n.labelOne} as the API returns it. */
export const ${n.oneCamel}Schema = z.object({
  id: z.uuid(),
  name: z.string(),
  notes: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ${n.One} = z.infer<typeof ${n.oneCamel}Schema>;

export const ${n.ONE}_SORTS = ['name', 'created_at'] as const;

export const ${n.oneCamel}ListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  sort: z.enum(${n.ONE}_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ${n.One}ListQuery = z.infer<typeof ${n.oneCamel}ListQuerySchema>;
`,
});
