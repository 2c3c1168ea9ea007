#!/usr/bin/env node
// `npm run dev`: the API with reload on :3001 and Vite on :3000 proxying /api to it. Open http://localhost:3000.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  PORT: '3001',
  APP_URL: process.env.APP_URL ?? 'http://localhost:3000',
  NODE_ENV: 'development',
};
const children = [
  spawn('npx', ['tsx', 'watch', '--conditions=source', '--clear-screen=false', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn('npm', ['run', 'dev', '-w', '@praxis/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
