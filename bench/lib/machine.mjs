// What the figures were measured on.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from './web.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const versionOf = (name) => {
  try {
    return JSON.parse(readFileSync(path.join(repo, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
};
const tryRun = (command, args) => {
  try {
    return execFileSync(command, args, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
};

export const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

export async function describeMachine() {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  return {
    cpuModel: /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model,
    nproc: Number(tryRun('nproc', [])) || os.availableParallelism(),
    memory: tryRun('free', ['-h'])
      ?.split('\n')
      .find((line) => line.startsWith('Mem:'))
      ?.split(/\s+/)[1],
    freeH: tryRun('free', ['-h']),
    os: /PRETTY_NAME="([^"]+)"/.exec(osRelease)?.[1],
    kernel: os.release(),
    node: process.version,
    chromium: tryRun(CHROMIUM, ['--version'])
      ?.split('\n')
      .find((line) => /chromium/i.test(line)),
    autocannon: versionOf('autocannon'),
    lighthouse: versionOf('lighthouse'),
  };
}
