import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sharedSource = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

/**
 * The reliability suite (`npm run test:reliability`): the built server against a real PostgreSQL, with faults
 * injected (restart under load, pool exhaustion, concurrent saves). One file at a time — a restart of the
 * cluster must not land in another file's test.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    // The shared package's source: its index, and its subpaths (`@praxis/shared/markdown`).
    alias: [
      { find: /^@praxis\/shared$/, replacement: `${sharedSource}index.ts` },
      { find: /^@praxis\/shared\/(.+)$/, replacement: `${sharedSource}$1.ts` },
    ],
  },
  test: {
    name: 'reliability',
    environment: 'node',
    include: ['src/reliability/**/*.reliability.test.ts'],
    globalSetup: ['./vitest.reliability.setup.ts'],
    env: { PRAXIS_RELIABILITY: '1' },
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
