#!/usr/bin/env node
// `npm start`: build whatever is missing, then serve the app and the API on one port.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const needsBuild = ['packages/shared/dist/index.js', 'apps/web/dist/index.html', 'apps/api/dist/server.js'].some(
  (file) => !existsSync(file),
);
if (needsBuild) {
  console.log('Building Praxis (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['apps/api/dist/server.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
