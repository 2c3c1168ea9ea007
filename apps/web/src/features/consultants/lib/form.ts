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

/** "" → null for optional text fields. */
export const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
