import { defineConfig } from 'vitest/config';

/** One runner for every unit and API-integration suite; `--project api` picks one. */
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/api',
      'apps/web',
      // The lint border probes (lint/borders.test.ts): ESLint must fail on each break.
      { test: { name: 'lint', environment: 'node', include: ['lint/**/*.test.ts'], testTimeout: 120_000 } },
    ],
  },
});
