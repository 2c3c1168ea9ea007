#!/usr/bin/env node
// `npm run new:area <name>` — writes a new area in the model shape (docs/adding-an-area.md): its table and
// migration, the shared zod contracts, the API module (routes, a service taking one options object, queries with
// all the SQL, CSV export, tests through the typed client), the permission entries, the web feature (api/ one file
// per endpoint, hooks/, components/, lib/, its test), the route and sidebar entry, an e2e journey with axe checks
// and a benchmark stub. <name> is the area's kebab-case plural (`vendors`, `purchase-orders`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiFiles } from './new-area/api-files.mjs';
import { namesOf } from './new-area/names.mjs';
import { otherFiles } from './new-area/other-files.mjs';
import { sharedFiles } from './new-area/shared-files.mjs';
import { webFiles } from './new-area/web-files.mjs';
import { wiringEdits } from './new-area/wiring.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [area] = process.argv.slice(2);
if (!area) {
  console.error('Usage: npm run new:area <kebab-case plural>   (e.g. npm run new:area vendors)');
  process.exit(1);
}
const n = namesOf(area);
const files = { ...sharedFiles(n), ...apiFiles(n), ...webFiles(n), ...otherFiles(n) };
const taken = Object.keys(files).filter((file) => existsSync(path.join(repo, file)));
if (taken.length) {
  console.error(`The area "${area}" exists already:\n  ${taken.join('\n  ')}`);
  process.exit(1);
}

for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
}
const edited = wiringEdits(n).map(({ file, edit }) => {
  const full = path.join(repo, file);
  const before = readFileSync(full, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`${file}: found no place for the ${area} entry`);
  writeFileSync(full, after);
  return file;
});

const run = (command, args) => execFileSync(command, args, { cwd: repo, stdio: 'inherit' });
// The migration, generated from the new table (the root script passes `--name` through to drizzle-kit).
run('npm', ['run', '--silent', 'db:generate', '--', '--name', n.snake]);
run('npx', ['prettier', '--log-level', 'warn', '--write', ...Object.keys(files), ...edited]);

console.log(`
Area "${area}" written (${Object.keys(files).length} files) and wired into ${edited.length} more:
  ${[...Object.keys(files), ...edited].join('\n  ')}
Next (docs/adding-an-area.md): give it its fields and rules, its part of the demo firm (apps/api/src/db/seed/plan.ts),
its README entry; then run its tests:
  npx vitest run --project api apps/api/src/modules/${area}
  npx vitest run --project web apps/web/src/features/${area}`);
