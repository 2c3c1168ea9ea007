import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const sharedSource = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The shared package's source: its index, and its subpaths (`@praxis/shared/markdown`).
    alias: [
      { find: /^@praxis\/shared$/, replacement: `${sharedSource}index.ts` },
      { find: /^@praxis\/shared\/(.+)$/, replacement: `${sharedSource}$1.ts` },
      { find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
    ],
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:3000' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole-app tests include the 0.5 s loading screen and lazy route modules.
    testTimeout: 15_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
