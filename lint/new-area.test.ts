import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run new:area` in a copy of the repository (its tracked files; node_modules linked, the workspaces linked to
 * the copy's own packages): the generated area must type-check, lint and pass its own API and web tests, and
 * docs/adding-an-area.md must name only commands and paths that exist.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const AREA = 'vendors';
const ONE = 'vendor';
const run = promisify(execFile);
let copy = '';

/** A child process in the copy; vitest's own variables stay out of the nested runs. */
function inCopy(command: string, args: string[]) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  return run(command, args, { cwd: copy, env: { ...env, CI: 'true' }, maxBuffer: 64 * 1024 * 1024 });
}

async function makeCopy(): Promise<string> {
  const target = mkdtempSync(path.join(tmpdir(), 'praxis-new-area-'));
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT });
  for (const file of stdout.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(target, file));
  }
  // node_modules by link, except the workspaces: @praxis/* must point at the copy, where the new area lives.
  mkdirSync(path.join(target, 'node_modules/@praxis'), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry !== '@praxis')
      symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(target, 'node_modules', entry));
  }
  for (const [name, dir] of [
    ['shared', 'packages/shared'],
    ['api', 'apps/api'],
    ['web', 'apps/web'],
  ] as const) {
    symlinkSync(path.join(target, dir), path.join(target, 'node_modules/@praxis', name));
    if (existsSync(path.join(ROOT, dir, 'node_modules'))) {
      symlinkSync(path.join(ROOT, dir, 'node_modules'), path.join(target, dir, 'node_modules'));
    }
  }
  return target;
}

let generated: string[] = [];

beforeAll(async () => {
  copy = await makeCopy();
  const { stdout } = await inCopy('npm', ['run', '--silent', 'new:area', AREA]);
  generated = stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(apps|packages|e2e|bench)\//.test(line));
}, 120_000);
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new:area', () => {
  it('writes the area and its entries, and refuses to write it twice', async () => {
    expect(generated).toEqual(
      expect.arrayContaining([
        `apps/api/src/modules/${AREA}/${AREA}.routes.ts`,
        `apps/api/src/modules/${AREA}/${AREA}.service.ts`,
        `apps/api/src/modules/${AREA}/${AREA}.queries.ts`,
        `apps/api/src/modules/${AREA}/${AREA}.csv.ts`,
        `apps/api/src/modules/${AREA}/${AREA}.test.ts`,
        `packages/shared/src/schemas/${AREA}.ts`,
        `apps/web/src/features/${AREA}/api/list-${AREA}.ts`,
        `apps/web/src/features/${AREA}/components/${AREA}-page.tsx`,
        `e2e/${AREA}/${AREA}.spec.ts`,
        `bench/lib/${AREA}.mjs`,
        'packages/shared/src/permissions.ts',
        'apps/api/src/app.ts',
        'apps/web/src/app/shell/sidebar-items.ts',
      ]),
    );
    expect(
      readdirSync(path.join(copy, 'apps/api/drizzle')).filter((file) => file.endsWith(`_${AREA}.sql`)),
    ).toHaveLength(1);
    await expect(inCopy('npm', ['run', '--silent', 'new:area', AREA])).rejects.toThrow(/exists already/);
  });

  // About a minute and a half on two idle cores; the limits leave room for a machine busy with the rest of the run.
  it('type-checks and lints', async () => {
    await Promise.all([
      inCopy('npx', ['tsc', '--noEmit', '-p', 'apps/api']),
      inCopy('npx', ['tsc', '--noEmit', '-p', 'apps/web']),
    ]);
    await Promise.all([
      inCopy('npx', ['tsc', '--noEmit', '-p', 'packages/shared']),
      inCopy('npx', ['tsc', '--noEmit', '-p', 'e2e']),
    ]);
    await inCopy('npx', ['eslint', '--max-warnings', '0', ...generated]);
    await inCopy('npx', ['prettier', '--check', ...generated]);
  }, 900_000);

  it('passes its own API and web tests', async () => {
    await inCopy('npx', [
      'vitest',
      'run',
      '--project',
      'api',
      '--project',
      'web',
      `apps/api/src/modules/${AREA}`,
      `apps/web/src/features/${AREA}`,
    ]);
  }, 600_000);

  it('is what docs/adding-an-area.md describes: its commands exist, and so do its paths once an area is written', () => {
    const guide = readFileSync(path.join(ROOT, 'docs/adding-an-area.md'), 'utf8');
    const scripts = Object.keys(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts);
    const commands = [...guide.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]);
    expect(commands.length).toBeGreaterThan(2);
    expect(commands.filter((command) => !scripts.includes(command ?? ''))).toEqual([]);

    const paths = [...guide.matchAll(/`((?:apps|packages|e2e|bench|scripts|docs)\/[^`\s*…]+)`/g)].map((match) =>
      (match[1] ?? '').replaceAll('<area>', AREA).replaceAll('<one>', ONE),
    );
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((file) => !existsSync(path.join(copy, file)))).toEqual([]);
  });
});
