import type { z } from 'zod';

/** One page of a server-paginated list, as every list endpoint answers it. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

type SearchValue = string | number | boolean | undefined | null | readonly (string | number)[];

/** `?a=1&b=2` from the defined, non-empty values (arrays comma separated); '' when nothing is set. */
export function toSearch(values: object): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(values) as [string, SearchValue][]) {
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    if (value !== undefined && value !== null && value !== '' && value !== false) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;

/**
 * The list query a URL describes, parsed with the shared zod schema the API uses. A value the schema refuses is
 * dropped (its default applies), so a hand-edited or stale link still shows the list instead of an error.
 */
export function parseListSearch<S extends AnyObjectSchema>(schema: S, params: URLSearchParams): z.output<S> {
  const input: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key)?.trim();
    if (value) input[key] = value;
  }
  const whole = schema.safeParse(input);
  if (whole.success) return whole.data;
  const refused = new Set(whole.error.issues.map((issue) => issue.path[0]));
  const cleaned = schema.safeParse(Object.fromEntries(Object.entries(input).filter(([key]) => !refused.has(key))));
  return cleaned.success ? cleaned.data : schema.parse({});
}

/** The page a URL shows: a positive whole number, 1 otherwise. */
export function pageOf(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}
