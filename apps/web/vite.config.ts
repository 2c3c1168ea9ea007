import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const sharedSource = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));
const webSource = fileURLToPath(new URL('./src/', import.meta.url));
/**
 * Code without import-time side effects (no global registration, no CSS): a page that imports one export of a
 * barrel (say the engagement chips) must not pull the barrel's other modules (the engagement picker, and cmdk and
 * Radix behind it) into its first load.
 */
const sideEffectFree = [sharedSource, ...['components/', 'entities/', 'lib/'].map((folder) => `${webSource}${folder}`)];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Use the shared package's TypeScript source directly, so it never needs a build for the web.
    // Its index, and its subpaths (`@praxis/shared/markdown`).
    alias: [
      { find: /^@praxis\/shared$/, replacement: `${sharedSource}index.ts` },
      { find: /^@praxis\/shared\/(.+)$/, replacement: `${sharedSource}$1.ts` },
      { find: '@/', replacement: webSource },
    ],
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      // The API (and its SSE stream at /api/events) runs on 3001 in development.
      '/api': {
        target: 'http://127.0.0.1:3001',
        // Keep the browser's Host/Origin so better-auth's origin check sees the app's own origin.
        changeOrigin: false,
        configure: (proxy) => {
          // Server-Sent Events must reach the browser unbuffered.
          proxy.on('proxyRes', (proxyRes) => {
            if (proxyRes.headers['content-type']?.startsWith('text/event-stream')) {
              proxyRes.headers['cache-control'] = 'no-cache';
              proxyRes.headers['x-accel-buffering'] = 'no';
            }
          });
        },
      },
    },
  },
  preview: { port: 3000, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    target: 'es2023',
    rolldownOptions: {
      // The shared package (its zod schemas stay out until a screen needs them) and the web's building blocks are
      // side-effect free: let the bundler drop what a page does not use.
      treeshake: { moduleSideEffects: (id) => !sideEffectFree.some((folder) => id.startsWith(folder)) },
      output: {
        codeSplitting: {
          // The framework every page needs, in one long-cached chunk that survives app-only releases.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
