import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';
/** Every web feature: each may import only itself (ARCHITECTURE.md rule 7); app/ composes them. */
const FEATURES = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const API = 'apps/api/src';
/**
 * The API's layers, bottom first (docs/architecture.md "Layers"): a layer imports only the layers below it.
 * `context.ts` (the request context's types) is imported as a type from every layer, and `test/` (the harness)
 * by every layer's tests; neither is a layer.
 */
const API_LAYERS = [
  ['core'],
  ['db'],
  ['lib'],
  ['storage', 'realtime', 'jobs'],
  ['auth'],
  ['middleware'],
  ['modules'],
  ['app.ts', 'bootstrap.ts', 'server.ts', 'process', 'security', 'reliability'],
];
const API_LAYER_ORDER = API_LAYERS.map((layer) => layer.join(', ')).join(' → ');
const apiLayerZones = API_LAYERS.flatMap((layer, index) =>
  layer.map((part) => ({
    target: `./${API}/${part}`,
    from: API_LAYERS.slice(index + 1)
      .flat()
      .map((higher) => `./${API}/${higher}`),
    message: `API layers import only downwards (${API_LAYER_ORDER}): ${part} must not import a higher layer.`,
  })),
).filter((zone) => zone.from.length > 0);

/** Resolves relative paths, the web's `@/` alias and TypeScript sources, so the border rules see every import. */
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
  conditionNames: ['source', 'import', 'default'],
  alias: { '@': [new URL(`./${WEB}`, import.meta.url).pathname] },
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      // Deliberate border breaks that lint/borders.test.ts lints on purpose.
      'lint/probes/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    // The API reads its environment once, in lib/env.ts via server.ts; everything else receives it.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/server.ts', 'apps/api/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from Env (lib/env.ts).' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Borders that hold: features never import features; components/, entities/ and lib/ never import upward; the
    // API's layers import only downwards; shared imports nothing of the apps; no import cycles.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'lint/probes/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [resolver],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./${WEB}/features/${feature}`,
              from: `./${WEB}/features`,
              except: [`./${feature}`],
              message:
                'Features must not import other features; compose them in app/ (or share via components/, lib/, entities/).',
            })),
            {
              target: [`./${WEB}/components`, `./${WEB}/entities`],
              from: [`./${WEB}/features`, `./${WEB}/app`],
              message:
                'components/ and entities/ sit below the features: they must not import features/ or app/ (move what both need down).',
            },
            {
              target: `./${WEB}/lib`,
              from: [`./${WEB}/features`, `./${WEB}/app`, `./${WEB}/components`, `./${WEB}/entities`],
              message: 'lib/ is the bottom layer: it must not import features, app, components or entities.',
            },
            {
              target: './packages/shared',
              from: './apps',
              message: 'packages/shared is imported by the apps and imports nothing of them.',
            },
            ...apiLayerZones,
          ],
        },
      ],
    },
  },
  {
    // The shared package stands alone: the apps import it, never the other way (by path: the zone above).
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@praxis/api', '@praxis/api/*', '@praxis/web', '@praxis/web/*'],
              message: 'packages/shared is imported by the apps and imports nothing of them.',
            },
          ],
        },
      ],
    },
  },
  {
    // One date core: calendar and instant arithmetic goes through @praxis/shared/dates (docs/architecture.md,
    // "Dates, today and the clock"), never by hand in milliseconds.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    ignores: ['packages/shared/src/dates.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=86400000]',
          message: 'A day is not 86 400 000 ms: use addDays / daysBetween / daysInclusive from @praxis/shared/dates.',
        },
        {
          selector: "BinaryExpression[operator='*'][left.value=24][right.value=3600000]",
          message: 'A day is not 24 hours of milliseconds: use addDays / daysBetween from @praxis/shared/dates.',
        },
        {
          selector: "MemberExpression[object.name='Date'][property.name='parse']",
          message:
            'No Date.parse: calendar dates are compared as strings or with daysBetween; instants use new Date(iso) (@praxis/shared/dates).',
        },
        {
          selector: "NewExpression[callee.name='Date'] > BinaryExpression.arguments[operator=/^[+-]$/]",
          message:
            'No hand millisecond date arithmetic: use addDays / addTime / startOfDayIn from @praxis/shared/dates.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^set(UTC)?Date$/]',
          message: 'No setDate arithmetic: use addDays from @praxis/shared/dates.',
        },
      ],
    },
  },
  {
    // One accessibility check for the whole e2e suite: specs call seriousViolations from the fixtures.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@axe-core/playwright',
              message: 'Check accessibility with seriousViolations(page) from e2e/fixtures.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests, seed data and scripts index into data they built themselves.
    files: [
      '**/*.test.{ts,tsx}',
      'apps/api/src/security/fuzz-suite.ts',
      'e2e/**/*.ts',
      'bench/**/*.{ts,mjs}',
      'scripts/**/*.mjs',
      'apps/api/src/db/seed/**',
    ],
    rules: { 'no-restricted-properties': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
