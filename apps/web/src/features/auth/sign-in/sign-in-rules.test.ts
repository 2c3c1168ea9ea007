import { describe, expect, it } from 'vitest';
import { signInSchema } from '@praxis/shared';
import { signInErrors } from './sign-in-rules';

/** The light page's checks and the shared schema must agree, message for message. */
describe('sign-in rules', () => {
  const cases = [
    { email: '', password: '' },
    { email: '   ', password: 'x' },
    { email: 'ada@', password: 'secret' },
    { email: 'ada@example', password: 'secret' },
    { email: ' ada@example.com ', password: 'secret' },
    { email: `${'a'.repeat(315)}@b.com`, password: 'secret' },
    { email: 'a b@example.com', password: '' },
  ];

  it.each(cases)('agree with signInSchema for %o', (values) => {
    const result = signInSchema.safeParse(values);
    const schemaErrors: Record<string, string> = {};
    for (const issue of result.success ? [] : result.error.issues) {
      const field = String(issue.path[0]);
      schemaErrors[field] ??= issue.message;
    }
    expect(signInErrors(values)).toEqual(schemaErrors);
  });
});
