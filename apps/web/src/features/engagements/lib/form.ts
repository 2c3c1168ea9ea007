/** The part of a zod schema the forms use (the shared schemas; the web does not depend on zod itself). */
interface Schema<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** zod issues of a shared schema as field → message: the same words the API answers a 422 with. */
export function validate<T>(schema: Schema<T>, input: unknown): { data?: T; errors: Record<string, string> } {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return { errors };
}

/** A number input's text as a number, or null when empty (NaN when it is not a number, for zod to refuse). */
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

export const hours = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${(Math.round(value * 10) / 10).toFixed(1)} h`;

export const percent = (part: number, whole: number | null | undefined) =>
  whole ? Math.round((part / whole) * 100) : null;

/** Today as YYYY-MM-DD in the user's time zone. */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
