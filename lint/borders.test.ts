import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The borders of docs/architecture.md hold because lint fails on them. Each probe below breaks one border, and the
 * test proves the rule fires (and that the same import from an allowed place passes). Probe sources are linted in
 * memory at paths inside the app, so nothing here is part of the build; the cycle probe is two real files.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: ROOT, ignore: false });

async function rulesFiredOn(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const FEATURE = 'apps/web/src/features/clients/components/probe.tsx';
const crossFeature = (specifier: string) =>
  `import { engagementKeys } from '${specifier}';\nexport const probe = engagementKeys;\n`;

describe('lint borders', () => {
  it('fails when a feature imports another feature by a relative path', async () => {
    const fired = await rulesFiredOn(FEATURE, crossFeature('../../engagements/api/keys'));
    expect(fired).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Features must not import other features/),
    ]);
  });

  it('fails when a feature imports another feature by the @/ alias', async () => {
    const fired = await rulesFiredOn(FEATURE, crossFeature('@/features/engagements/api/keys'));
    expect(fired).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Features must not import other features/),
    ]);
  });

  it('lets a feature import itself, and app/ compose features', async () => {
    expect(
      await rulesFiredOn(
        FEATURE,
        `import { clientKeys } from '@/features/clients/api/keys';\nexport const probe = clientKeys;\n`,
      ),
    ).toEqual([]);
    expect(
      await rulesFiredOn('apps/web/src/app/routes/probe.tsx', crossFeature('@/features/engagements/api/keys')),
    ).toEqual([]);
  });

  it('fails when lib/ imports upward (components, features, app)', async () => {
    for (const specifier of ['@/components/page-header', '../features/clients/api/keys', '@/app/router']) {
      const fired = await rulesFiredOn(
        'apps/web/src/lib/probe.ts',
        `import * as up from '${specifier}';\nexport const probe = up;\n`,
      );
      expect(fired, specifier).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*lib\/ is the bottom layer/),
      ]);
    }
  });

  it('fails when components/ or entities/ import a feature', async () => {
    const probes: [string, string][] = [
      ['apps/web/src/components/probe.tsx', '@/features/clients/api/keys'],
      ['apps/web/src/components/probe.tsx', '../features/clients/api/keys'],
      ['apps/web/src/entities/client/probe.tsx', '@/features/clients/api/keys'],
      ['apps/web/src/entities/client/probe.tsx', '../../features/clients/api/keys'],
    ];
    for (const [file, specifier] of probes) {
      const fired = await rulesFiredOn(file, crossFeature(specifier));
      expect(fired, `${file} ← ${specifier}`).toContainEqual(
        expect.stringMatching(/^import-x\/no-restricted-paths: .*components\/ and entities\/ sit below the features/),
      );
    }
  });

  const API_UP = /^import-x\/no-restricted-paths: .*API layers import only downwards/;
  const importOf = (specifier: string) => `import * as up from '${specifier}';\nexport const probe = up;\n`;

  it("fails when the API's lib/, db/ or auth/ import a module", async () => {
    const probes: [string, string][] = [
      ['apps/api/src/lib/probe.ts', '../modules/clients/clients.service.js'],
      ['apps/api/src/db/probe.ts', '../modules/clients/clients.service.js'],
      ['apps/api/src/db/seed/probe.ts', '../../modules/timesheets/week-model.js'],
      ['apps/api/src/auth/probe.ts', '../modules/invitations/invitations.queries.js'],
    ];
    for (const [file, specifier] of probes) {
      expect(await rulesFiredOn(file, importOf(specifier)), file).toEqual([expect.stringMatching(API_UP)]);
    }
  });

  it('fails on any other upward import in the API (lib → middleware, lib → storage, auth → middleware, core → lib)', async () => {
    const probes: [string, string][] = [
      ['apps/api/src/lib/probe.ts', '../middleware/access.js'],
      ['apps/api/src/lib/probe.ts', '../storage/file-types.js'],
      ['apps/api/src/auth/probe.ts', '../middleware/access.js'],
      ['apps/api/src/core/probe.ts', '../lib/app-error.js'],
      ['apps/api/src/modules/clients/probe.ts', '../../app.js'],
    ];
    for (const [file, specifier] of probes) {
      expect(await rulesFiredOn(file, importOf(specifier)), `${file} ← ${specifier}`).toEqual([
        expect.stringMatching(API_UP),
      ]);
    }
  });

  it('lets each API layer import the layers below it', async () => {
    const allowed: [string, string][] = [
      ['apps/api/src/modules/clients/probe.ts', '../../middleware/access.js'],
      ['apps/api/src/middleware/probe.ts', '../auth/principal.js'],
      ['apps/api/src/auth/probe.ts', '../lib/app-error.js'],
      ['apps/api/src/lib/probe.ts', '../core/access.js'],
      ['apps/api/src/lib/probe.ts', '../db/client.js'],
    ];
    for (const [file, specifier] of allowed) {
      expect(await rulesFiredOn(file, importOf(specifier)), `${file} ← ${specifier}`).toEqual([]);
    }
  });

  it('fails when packages/shared imports an app, by path or by package name', async () => {
    for (const specifier of ['../../../apps/api/src/lib/app-error.js', '@praxis/api/clients/clients.routes']) {
      const fired = await rulesFiredOn('packages/shared/src/probe.ts', importOf(specifier));
      expect(fired, specifier).toContainEqual(expect.stringMatching(/imports nothing of them/));
    }
  });

  it('fails on an import cycle', async () => {
    const [result] = await eslint.lintFiles([path.join(ROOT, 'lint/probes/cycle-a.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
  });
});

describe('one date core', () => {
  const SERVICE = 'apps/api/src/modules/clients/probe.ts';
  const probes: [string, string, RegExp][] = [
    ['a day in milliseconds', 'export const day = 86_400_000;\n', /A day is not 86 400 000 ms/],
    ['a day spelled without separators', 'export const day = 86400000;\n', /A day is not 86 400 000 ms/],
    ['a day as 24 hours of ms', 'export const day = 24 * 3_600_000;\n', /A day is not 24 hours/],
    ['Date.parse', "export const at = Date.parse('2026-01-01');\n", /No Date\.parse/],
    [
      'a date built from millisecond arithmetic',
      'export const later = (at: Date) => new Date(at.getTime() + 1000);\n',
      /No hand millisecond date arithmetic/,
    ],
    ['setDate arithmetic', 'export const bump = (at: Date) => at.setUTCDate(at.getUTCDate() + 1);\n', /No setDate/],
  ];

  for (const [name, source, message] of probes) {
    it(`fails on ${name} outside the core, on both sides`, async () => {
      for (const file of [SERVICE, 'apps/web/src/features/clients/lib/probe.ts', 'packages/shared/src/probe.ts']) {
        const fired = await rulesFiredOn(file, source);
        expect(fired, file).toEqual([expect.stringMatching(new RegExp(`^no-restricted-syntax: .*${message.source}`))]);
      }
    });
  }

  it('lets the core itself do the arithmetic, and code call the core', async () => {
    expect(await rulesFiredOn('packages/shared/src/dates.ts', probes[0]?.[1] ?? '')).toEqual([]);
    expect(
      await rulesFiredOn(
        SERVICE,
        "import { addDays } from '@praxis/shared/dates';\nexport const next = addDays('2026-01-01', 1);\n",
      ),
    ).toEqual([]);
  });

  it('fails when an e2e spec runs axe itself instead of seriousViolations from the fixtures', async () => {
    const probe = "import AxeBuilder from '@axe-core/playwright';\nexport const probe = AxeBuilder;\n";
    expect(await rulesFiredOn('e2e/shell/probe.spec.ts', probe)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*seriousViolations/),
    ]);
    expect(await rulesFiredOn('e2e/fixtures.ts', probe)).toEqual([]);
  });
});
