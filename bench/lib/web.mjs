// Web figures: gzip size of the JavaScript a page really loads (measured in Chromium, cross-checked against the
// Vite manifest), the largest lazy chunk, and Lighthouse performance scores.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

const gzipSize = (file) => gzipSync(readFileSync(file)).length;
const kB = (bytes) => Math.round(bytes / 10.24) / 100;

/**
 * The gzip size of the JavaScript an HTML entry loads before anything else: the entry's chunk and every chunk it
 * statically imports, transitively (dynamic imports load later and are not counted). `entry` is the manifest key,
 * the HTML file relative to the web app (`login.html`, `index.html`). Throws for an entry the manifest lacks.
 */
export function pageEntryGzip(webDist, entry) {
  const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8'));
  if (!manifest[entry]?.isEntry) throw new Error(`The build has no entry ${entry}`);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entry);
  const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + gzipSize(path.join(webDist, file)), 0);
  return { gzipKb: kB(bytes), files: files.sort() };
}

/** Every emitted chunk and the static-import closure of the entry and of each route module, from the manifest. */
export function manifestSizes(webDist) {
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return { available: false, reason: 'no .vite/manifest.json (build.manifest is off)' };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  };
  const entryKey = 'index.html';
  const routeKey = (name) => Object.keys(manifest).find((key) => key.endsWith(`routes/${name}.tsx`));
  const sizeOf = (files) => files.reduce((sum, file) => sum + gzipSize(path.join(webDist, file)), 0);
  const initial = closure([entryKey]);
  const lazy = readdirSync(path.join(webDist, 'assets'))
    .filter((name) => name.endsWith('.js') && !initial.includes(`assets/${name}`))
    .map((name) => ({ file: `assets/${name}`, gzipKb: kB(gzipSize(path.join(webDist, 'assets', name))) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  const allJs = readdirSync(path.join(webDist, 'assets')).filter((name) => name.endsWith('.js'));
  const routes = {};
  // /login is a page of its own (login.html); /home is the app's entry and its routes.
  routes['/login'] = manifest['login.html']
    ? { gzipKb: pageEntryGzip(webDist, 'login.html').gzipKb }
    : { gzipKb: null };
  const homeKeys = ['shell', 'home'].map(routeKey);
  routes['/home'] = homeKeys.every(Boolean)
    ? { gzipKb: kB(sizeOf(closure([entryKey, ...homeKeys]))) }
    : { gzipKb: null };
  return {
    available: true,
    entryGzipKb: kB(sizeOf(initial)),
    routes,
    largestLazy: lazy[0] ?? null,
    lazyOver100Kb: lazy.filter((chunk) => chunk.gzipKb > 100),
    totalJsGzipKb: kB(allJs.reduce((sum, name) => sum + gzipSize(path.join(webDist, 'assets', name)), 0)),
  };
}

/** Loads each page in Chromium and sums the gzip size of every script it fetched (and of its CSS). */
export async function measuredPageJs({ origin, webDist, pages }) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const result = {};
    for (const { path: pagePath, cookie } of pages) {
      const context = await browser.newContext();
      if (cookie) {
        const [name, ...value] = cookie.split('=');
        await context.addCookies([{ name, value: value.join('='), url: origin }]);
      }
      const page = await context.newPage();
      const assets = { script: new Set(), stylesheet: new Set() };
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const url = new URL(response.url());
        if (url.origin === origin && assets[type] && url.pathname.startsWith('/assets/'))
          assets[type].add(url.pathname);
      });
      await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const sizeOf = (set) => [...set].reduce((sum, p) => sum + gzipSize(path.join(webDist, p)), 0);
      result[pagePath] = {
        finalPath: new URL(page.url()).pathname,
        scripts: [...assets.script].sort(),
        jsGzipKb: kB(sizeOf(assets.script)),
        cssGzipKb: kB(sizeOf(assets.stylesheet)),
      };
      await context.close();
    }
    return result;
  } finally {
    await browser.close();
  }
}

/** Lighthouse performance (median of `runs`), desktop and/or mobile preset, each page with its own cookie. */
export async function lighthouseScores({ origin, pages, presets, runs }) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  try {
    const result = {};
    for (const { path: pagePath, cookie } of pages) {
      for (const preset of presets) {
        const samples = [];
        for (let i = 0; i < runs; i++) {
          // Lighthouse occasionally fails to record a trace (NO_NAVSTART) on a busy machine: retry that run.
          let lhr;
          for (let attempt = 1; ; attempt++) {
            const runnerResult = await lighthouse(
              `${origin}${pagePath}`,
              {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: ['performance'],
                ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
              },
              preset === 'desktop' ? desktopConfig : undefined,
            );
            lhr = runnerResult?.lhr;
            if (lhr && !lhr.runtimeError) break;
            if (attempt === 3) throw new Error(`Lighthouse: ${lhr?.runtimeError?.message ?? 'no result'}`);
          }
          const metric = (id) => lhr.audits[id]?.numericValue;
          samples.push({
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            finalPath: new URL(lhr.finalDisplayedUrl).pathname,
            fcpMs: Math.round(metric('first-contentful-paint')),
            lcpMs: Math.round(metric('largest-contentful-paint')),
            tbtMs: Math.round(metric('total-blocking-time')),
            cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
            // What moved (Lighthouse's layout-shifts audit): the element and its share of the score.
            shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
              score: Math.round((item.score ?? 0) * 1000) / 1000,
              element: item.node?.snippet ?? item.node?.selector ?? 'unknown',
            })),
            speedIndexMs: Math.round(metric('speed-index')),
            textCompressionSavingsKb: kB(lhr.audits['uses-text-compression']?.details?.overallSavingsBytes ?? 0),
          });
        }
        const scores = samples.map((s) => s.score);
        const chosen = samples.find((s) => s.score === median(scores)) ?? samples[0];
        result[`${pagePath} ${preset}`] = { page: pagePath, preset, ...chosen, score: median(scores), scores };
      }
    }
    return result;
  } finally {
    await chrome.kill();
  }
}
