import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const sharedSource = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

export default defineProject({
  resolve: {
    // The shared package's source: its index, and its subpaths (`@praxis/shared/markdown`).
    alias: [
      { find: /^@praxis\/shared$/, replacement: `${sharedSource}index.ts` },
      { find: /^@praxis\/shared\/(.+)$/, replacement: `${sharedSource}$1.ts` },
    ],
  },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The reliability suite runs on its own (npm run test:reliability) against a real PostgreSQL.
    exclude: ['src/reliability/**', '**/node_modules/**'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
