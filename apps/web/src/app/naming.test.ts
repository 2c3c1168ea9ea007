import { describe, expect, it } from 'vitest';

/**
 * One naming for creation (docs/product.md §13 "Forms"): what starts a new thing is "New {Thing}" with the thing's name in
 * Title Case, as the original's "New Internal Request" — buttons, links, page and dialog titles alike. Field labels
 * ("New job title"), versions and default names are not entry points and are listed here.
 */
const NOT_ENTRY_POINTS = [
  'New job title',
  'New invitation link',
  'New version',
  'New task',
  'New here',
  'New name',
  'New feed URL',
];

describe('"New …" entry points', () => {
  it('name the thing in Title Case everywhere', () => {
    const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
    const lower = Object.entries(sources)
      .filter(([path]) => !/\.test\.tsx?$/.test(path))
      .flatMap(([path, text]) =>
        [...text.matchAll(/(?<=['">`]\s*)New [a-z][\w-]*(?: [\w-]+)?/g)]
          .map((match) => match[0])
          .filter((name) => !NOT_ENTRY_POINTS.some((allowed) => name.startsWith(allowed)))
          .map((name) => `${path}: ${name}`),
      );
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(lower).toEqual([]);
  });
});
