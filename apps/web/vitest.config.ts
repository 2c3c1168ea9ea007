import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@praxis/shared': fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
    },
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
