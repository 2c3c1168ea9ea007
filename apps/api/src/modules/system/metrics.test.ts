import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/demo-app.js';

const t = useTestApp();
const TOKEN = 'metrics-token-metrics-token-0123';

/** The app served over real HTTP on loopback, as a scraper on the same machine reaches it. */
let origin = '';
let server: ReturnType<typeof serve> | undefined;
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

const sampleOf = (text: string, name: string, labels: Record<string, string>) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`))
    .filter((line) => Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);

describe('GET /api/metrics', () => {
  it('answers a scraper on this machine with request latency by route pattern, jobs, streams and the session cache', async () => {
    const cookie = await t.signIn('employee@demo.local');
    const me = await (await t.request('GET', '/api/me', { cookie })).json();
    await t.request('GET', `/api/consultants/${me.consultant.id}`, { cookie });
    await t.request('GET', `/api/consultants/${me.consultant.id}`, { cookie });

    const response = await fetch(`${origin}/api/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    // One series per route, never per record: the pattern, not the id.
    expect(text).not.toContain(me.consultant.id);
    const route = { route: '/api/consultants/:id', method: 'GET', status: '200' };
    expect(sampleOf(text, 'praxis_http_request_duration_seconds_count', route)).toBeGreaterThanOrEqual(2);
    expect(sampleOf(text, 'praxis_session_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^praxis_jobs\{status="[a-z]+"\} \d+$/m);
    expect(text).toMatch(/^praxis_event_stream_clients \d+$/m);
    expect(text).toContain('praxis_process_resident_memory_bytes');
  });

  it('refuses a request forwarded by a proxy and one made in-process (not from this machine)', async () => {
    expect((await fetch(`${origin}/api/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(403);
    expect((await t.request('GET', '/api/metrics')).status).toBe(403);
  });

  it('with METRICS_TOKEN set, answers the bearer of that token only, wherever it comes from', async () => {
    t.deps.env.METRICS_TOKEN = TOKEN;
    try {
      expect((await fetch(`${origin}/api/metrics`)).status).toBe(403);
      const wrong = await t.request('GET', '/api/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } });
      expect(wrong.status).toBe(403);
      const right = await t.request('GET', '/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(right.status).toBe(200);
      expect(await right.text()).toContain('praxis_http_request_duration_seconds_bucket');
    } finally {
      delete t.deps.env.METRICS_TOKEN;
    }
  });
});
