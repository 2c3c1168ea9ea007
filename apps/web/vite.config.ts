import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const sharedSource = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));
const webSource = fileURLToPath(new URL('./src/', import.meta.url));
/**
 * Code without import-time side effects (no global registration, no CSS): a page that imports one export of a
 * barrel (say the engagement chips) must not pull the barrel's other modules (the engagement picker, and cmdk and
 * Radix behind it) into its first load.
 */
const sideEffectFree = [sharedSource, ...['components/', 'entities/', 'lib/'].map((folder) => `${webSource}${folder}`)];

/**
 * /login is a page of its own (docs/decisions/015-light-sign-in-entry.md). The API serves login.html for it in
 * production; the dev server gets the same rewrite here, or /login would fall back to the app's index.html.
 */
function signInPageInDevelopment(): Plugin {
  return {
    name: 'praxis-sign-in-page',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url === '/login' || request.url?.startsWith('/login?'))
          request.url = `/login.html${request.url.slice(6)}`;
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), signInPageInDevelopment()],
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
      // Two pages: the app, and the light sign-in page.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        login: fileURLToPath(new URL('./login.html', import.meta.url)),
      },
      // The shared package (its zod schemas stay out until a screen needs them) and the web's building blocks are
      // side-effect free: let the bundler drop what a page does not use.
      treeshake: { moduleSideEffects: (id) => !sideEffectFree.some((folder) => id.startsWith(folder)) },
      output: {
        codeSplitting: {
          // The framework every page needs, in one long-cached chunk that survives app-only releases.
          // React on its own, because the sign-in page needs it without the router and the query cache.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'framework',
              test: /node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
