// HTTP load with autocannon's promise form (its callback form skips the warm-up): a discarded warm-up, then N
// measured runs; the figures reported are the medians over the runs.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function summarise(result) {
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    meanMs: result.latency.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * @param {{ origin: string, path: string, method?: string, headers?: Record<string,string>, body?: string,
 *   uniqueIdempotencyKey?: boolean, connections: number, warmupS: number, durationS: number, runs: number }} options
 */
export async function measure(options) {
  const request = {
    method: options.method ?? 'GET',
    path: options.path,
    headers: options.headers ?? {},
    ...(options.body ? { body: options.body } : {}),
    ...(options.setupRequest ? { setupRequest: options.setupRequest } : {}),
    ...(options.uniqueIdempotencyKey
      ? {
          setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': `bench-${randomUUID()}` } }),
        }
      : {}),
  };
  const base = { url: options.origin, connections: options.connections, requests: [request], timeout: 10 };
  if (options.warmupS > 0) await autocannon({ ...base, duration: options.warmupS });
  const runs = [];
  for (let i = 0; i < options.runs; i++)
    runs.push(summarise(await autocannon({ ...base, duration: options.durationS })));
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    connections: options.connections,
    durationS: options.durationS,
    runs,
    reqPerSec: Math.round(pick('reqPerSec')),
    p50Ms: pick('p50Ms'),
    p97_5Ms: pick('p97_5Ms'),
    p99Ms: pick('p99Ms'),
    maxMs: pick('maxMs'),
    failures: runs.reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0),
  };
}
