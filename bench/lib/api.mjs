// Starts the built API as its own process (as in production) and signs a demo user in.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort, sleep } from './process.mjs';

export const DEMO_PASSWORD = 'demo-password';

export async function startApi({ entry, env, healthPath = '/api/health', execArgv = [] }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...execArgv, entry], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: origin,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  let exited = false;
  child.once('exit', () => (exited = true));

  const started = performance.now();
  for (;;) {
    if (exited) throw new Error(`the API exited during start:\n${output}`);
    if (performance.now() - started > 180_000) throw new Error(`the API did not become healthy:\n${output}`);
    const ok = await fetch(`${origin}${healthPath}`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await sleep(200);
  }
  const readyMs = Math.round(performance.now() - started);

  return {
    origin,
    readyMs,
    pid: child.pid,
    logs: () => output,
    async signIn(email) {
      const response = await fetch(`${origin}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
      const pair = response.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .find((p) => p.includes('session_token='));
      if (!pair) throw new Error('no session cookie');
      return pair;
    },
    async get(path, cookie) {
      const response = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
      if (!response.ok) throw new Error(`GET ${path} → ${response.status}`);
      return response.json();
    },
    async post(path, cookie, body) {
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { origin, cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`POST ${path} → ${response.status} ${await response.text()}`);
      return response.json();
    },
    /** Resident memory of the API process (kB → MB), from /proc. */
    rssMb() {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024);
      } catch {
        return undefined;
      }
    },
    async stop() {
      if (exited) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([done, sleep(8_000)]);
      if (!exited) child.kill('SIGKILL');
    },
  };
}
