import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: { '@praxis/shared': fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)) },
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
