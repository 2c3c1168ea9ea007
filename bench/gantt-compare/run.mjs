#!/usr/bin/env node
/* global window, document, requestAnimationFrame, getComputedStyle */
// Issue 16 / decision 011: render the same 2,000-task plan with each Gantt candidate in headless Chromium and
// record what a user would feel. `npm install --prefix bench/gantt-compare && node bench/gantt-compare/run.mjs`
// (run `npm ci` at the root first: React, esbuild and playwright-core come from there).
//   ready ms      navigation → the chart drawn and two frames painted (no network: files served from memory)
//   long tasks    main-thread tasks over 50 ms up to then, and their total
//   scroll fps    frames per second while the chart scrolls 2,400 px down, 40 px a frame
//   DOM nodes     elements in the page once drawn (what a virtualised chart avoids)
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const ALL = { ours: 'ours.tsx', svar: 'svar.jsx', frappe: 'frappe.js' };
const CANDIDATES = Object.fromEntries(
  Object.entries(ALL).filter(([name]) => !process.env.ONLY || process.env.ONLY.split(',').includes(name)),
);
const RUNS = Number(process.env.RUNS ?? 3);

const out = mkdtempSync(path.join(tmpdir(), 'gantt-compare-'));
const pages = {};
for (const [name, entry] of Object.entries(CANDIDATES)) {
  await build({
    entryPoints: [path.join(here, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    outdir: path.join(out, name),
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { '@praxis/shared': path.join(repo, 'packages/shared/src/index.ts'), '@': path.join(repo, 'apps/web/src') },
    nodePaths: [
      path.join(here, 'node_modules'),
      path.join(repo, 'node_modules'),
      path.join(repo, 'apps/web/node_modules'),
    ],
    loader: { '.woff': 'empty', '.woff2': 'empty', '.ttf': 'empty' },
    logLevel: 'error',
  });
  const base = path.basename(entry).replace(/\.[jt]sx?$/, '');
  const css = (() => {
    try {
      return readFileSync(path.join(out, name, `${base}.css`), 'utf8');
    } catch {
      return '';
    }
  })();
  pages[name] = {
    html: `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body style="margin:0"><div id="root" style="width:1280px"></div><script type="module" src="/${name}/app.js"></script></body></html>`,
    js: readFileSync(path.join(out, name, `${base}.js`)),
  };
}
const server = createServer((request, response) => {
  const [, name, file] = request.url.split('/');
  const page = pages[name];
  if (!page) return response.writeHead(404).end();
  if (file === 'app.js') return response.writeHead(200, { 'content-type': 'text/javascript' }).end(page.js);
  return response.writeHead(200, { 'content-type': 'text/html' }).end(page.html);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const results = {};
try {
  for (const name of Object.keys(CANDIDATES)) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.addInitScript(() => {
        window.__long = [];
        new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => e.duration))).observe({
          type: 'longtask',
          buffered: true,
        });
      });
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${origin}/${name}/`);
      // Drawn: the chart's bars are in the DOM (rect or div bars); then two frames.
      await page
        .waitForFunction(
          () => document.querySelectorAll('svg rect, .wx-bar, .bar-wrapper').length > (window.__min ?? 1),
          null,
          {
            timeout: 120_000,
          },
        )
        .catch((error) => {
          throw new Error(`${name}: never drawn (${errors.join('; ') || error.message})`);
        });
      const figures = await page.evaluate(async () => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const ready = performance.now();
        const long = window.__long.slice();
        const nodes = document.getElementsByTagName('*').length;
        const scrollers = [...document.querySelectorAll('*')].filter(
          (el) => el.scrollHeight - el.clientHeight > 500 && /(auto|scroll)/.test(getComputedStyle(el).overflowY),
        );
        const scroller = scrollers.sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
        let frames = 0;
        const started = performance.now();
        await new Promise((resolve) => {
          const step = () => {
            frames += 1;
            if (scroller) scroller.scrollTop += 40;
            if (frames < 60) requestAnimationFrame(step);
            else resolve();
          };
          requestAnimationFrame(step);
        });
        const fps = Math.round((frames / (performance.now() - started)) * 1000);
        return {
          ready: Math.round(ready),
          longTasks: long.length,
          longMs: Math.round(long.reduce((s, d) => s + d, 0)),
          nodes,
          fps,
          scrolled: Boolean(scroller),
        };
      });
      runs.push(figures);
      await page.close();
    }
    const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    results[name] = {
      readyMs: median('ready'),
      longTasks: median('longTasks'),
      longTaskMs: median('longMs'),
      scrollFps: median('fps'),
      domNodes: median('nodes'),
      scrolled: runs.every((r) => r.scrolled),
      jsKb: Math.round(pages[name].js.length / 1024),
    };
  }
} finally {
  await browser.close();
  server.close();
}
console.table(results);
writeFileSync(
  path.join(repo, 'bench/results/gantt-compare.json'),
  `${JSON.stringify({ at: new Date().toISOString(), runs: RUNS, results }, null, 2)}\n`,
);
