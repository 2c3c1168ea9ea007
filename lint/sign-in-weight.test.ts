import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageEntryGzip } from '../bench/lib/web.mjs';

/**
 * The sign-in page's weight budget (docs/decisions/015-light-sign-in-entry.md): the web app is built with its own
 * Vite configuration into a temporary folder, and the JavaScript login.html loads before anything else — its entry
 * chunk and everything that statically imports, transitively, measured gzip — must stay within 110 kB. An import
 * that drags the router, the query cache, the forms kit or the zod schemas into the page breaks it.
 */
const SIGN_IN_BUDGET_KB = 110;
const webRoot = fileURLToPath(new URL('../apps/web/', import.meta.url));
let outDir = '';

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'praxis-web-build-'));
  // The web workspace's own Vite (it may differ from the one the test runner brings).
  const vite = path.join(webRoot, 'node_modules/vite/bin/vite.js');
  await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: webRoot,
      // The runner sets NODE_ENV=test, which would build React's development bundle.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}, 240_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('/login', () => {
  it(`loads at most ${SIGN_IN_BUDGET_KB} kB of JavaScript (gzip) before anything else`, () => {
    const { gzipKb, files } = pageEntryGzip(outDir, 'login.html');
    console.info(`/login entry graph: ${gzipKb.toFixed(1)} kB gzip in ${files.length} files`);
    expect(files.some((file) => path.basename(file).startsWith('framework-'))).toBe(false);
    expect(gzipKb).toBeLessThanOrEqual(SIGN_IN_BUDGET_KB);
  });
});
