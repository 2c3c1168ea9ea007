/**
 * The one-line entries a new area adds to the files every area shares: each edit inserts before an anchor that
 * stays put (the end of a list), so the entries of several new areas merge without conflict.
 */
export const wiringEdits = (n) => [
  {
    file: 'packages/shared/src/index.ts',
    edit: (text) => `${text.trimEnd()}\nexport * from './schemas/${n.area}.js';\n`,
  },
  {
    file: 'packages/shared/src/permissions.ts',
    edit: (text) =>
      text
        .replace(
          /\n} as const;/,
          `\n  '${n.snake}.view': 'View ${n.label}',\n  '${n.snake}.manage': 'Create, update and delete ${n.label}',\n} as const;`,
        )
        .replace(/(const EMPLOYEE: readonly Permission\[\] = \[[\s\S]*?)\n\];/, `$1\n  '${n.snake}.view',\n];`),
  },
  {
    file: 'apps/api/src/db/schema/index.ts',
    edit: (text) => `${text.trimEnd()}\nexport * from './${n.area}.js';\n`,
  },
  {
    file: 'apps/api/src/app.ts',
    edit: (text) =>
      afterLastImport(text, `import { ${n.camel}Router } from './modules/${n.area}/${n.area}.routes.js';`).replace(
        /(function apiRouter\(\) \{\n {2}return createRouter\(\)[\s\S]*?);\n\}/,
        `$1\n    .route('/', ${n.camel}Router);\n}`,
      ),
  },
  {
    file: 'apps/web/src/app/router.tsx',
    edit: (text) =>
      text.replace(
        /\n {2}\{ path: '\*',/,
        `\n  { path: '${n.area}', lazy: () => import('./routes/${n.area}') },\n  { path: '*',`,
      ),
  },
  {
    file: 'apps/web/src/app/shell/sidebar-items.ts',
    edit: (text) =>
      text.replace(
        /(export const SIDEBAR_ENTRIES: readonly SidebarEntry\[\] = \[[\s\S]*?)\n\];/,
        `$1\n  link('${n.Label}', '/${n.area}', ClipboardList),\n];`,
      ),
  },
  {
    file: 'bench/run.mjs',
    edit: (text) =>
      text
        .replace(
          /\nimport \{ measureStatusUpdates \}/,
          `\nimport { measure${n.Many} } from './lib/${n.area}.mjs';\nimport { measureStatusUpdates }`,
        )
        .replace(/(\n {2}'statusUpdates',\n)/, `$1  '${n.camel}',\n`)
        .replace(
          /(\n {2}if \(wanted\('statusUpdates'\)\)\n {4}results\.statusUpdates = await measureStatusUpdates\([^\n]*\n)/,
          `$1  if (wanted('${n.camel}'))\n    results.${n.camel} = await measure${n.Many}({ api, profile: PROFILE.http, withCpu, postgresPid, phase });\n`,
        ),
  },
];

/** The text with `line` after its last import statement. */
function afterLastImport(text, line) {
  const imports = [...text.matchAll(/^import [^;]+;$/gm)];
  const last = imports.at(-1);
  if (!last) return text;
  const at = last.index + last[0].length;
  return `${text.slice(0, at)}\n${line}${text.slice(at)}`;
}
