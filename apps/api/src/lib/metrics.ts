import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import client from 'prom-client';
import { JOB_STATUSES } from '../db/schema/jobs.js';

/**
 * Prometheus metrics (prom-client's global registry, which node:cluster aggregation reads): request rate and
 * latency by route, the database pool, the job queue, event-stream clients and the session cache. Gauges read
 * their sources when scraped; the sources are those of the process's app (the latest one set).
 */
export const metricsRegistry = client.register;

export interface MetricSources {
  /** Connections of the request pool; undefined for the embedded database, which has one. */
  pool: () => { total: number; idle: number; waiting: number } | undefined;
  /** Jobs by status, read from the queue's table. */
  jobs: () => Promise<{ status: string; count: number }[]>;
  /** Open event streams in this process. */
  streams: () => number;
}

let sources: MetricSources | undefined;

const requestDuration = new client.Histogram({
  name: 'praxis_http_request_duration_seconds',
  help: 'API request latency by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const sessionLookups = new client.Counter({
  name: 'praxis_session_cache_lookups_total',
  help: 'Principal lookups in the session cache, by result (hit or miss)',
  labelNames: ['result'] as const,
});

const feedLookups = new client.Counter({
  name: 'praxis_calendar_feed_cache_lookups_total',
  help: 'Calendar feed (ICS) reads by cache result (hit or miss)',
  labelNames: ['result'] as const,
});

new client.Gauge({
  name: 'praxis_db_pool_connections',
  help: 'Request pool connections by state (total, idle, waiting clients); absent for the embedded database',
  labelNames: ['state'] as const,
  collect() {
    const stats = sources?.pool();
    if (!stats) return;
    for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
  },
});

new client.Gauge({
  name: 'praxis_jobs',
  help: 'Jobs in the queue by status (one database: the same figure from every process)',
  labelNames: ['status'] as const,
  // Every process reads the same table: the cluster's figure is one of them, not their sum.
  aggregator: 'max',
  async collect() {
    if (!sources) return;
    const counts = new Map((await sources.jobs()).map((row) => [row.status, row.count]));
    for (const status of JOB_STATUSES) this.set({ status }, counts.get(status) ?? 0);
  },
});

new client.Gauge({
  name: 'praxis_event_stream_clients',
  help: 'Open server-sent event streams',
  collect() {
    if (sources) this.set(sources.streams());
  },
});

let processReady = false;

/**
 * The process's sources; once per process, Node's own metrics (CPU, memory, event loop lag) and, in a cluster
 * worker, the answer to the supervisor's collection requests (this process's registry, as JSON).
 */
export function useMetricSources(next: MetricSources): void {
  sources = next;
  if (processReady) return;
  processReady = true;
  client.collectDefaultMetrics({ prefix: 'praxis_' });
  if (cluster.isWorker) process.on('message', answerCollection);
}

function answerCollection(message: MetricsMessage): void {
  if (message?.type !== COLLECT) return;
  metricsRegistry.getMetricsAsJSON().then(
    (metrics) => process.send?.({ type: COLLECTED, id: message.id, metrics }),
    () => process.send?.({ type: COLLECTED, id: message.id, metrics: null }),
  );
}

export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  requestDuration.observe({ method, route, status: String(status) }, seconds);
}

export function countSessionLookup(hit: boolean): void {
  sessionLookups.inc({ result: hit ? 'hit' : 'miss' });
}

export function countFeedLookup(hit: boolean): void {
  feedLookups.inc({ result: hit ? 'hit' : 'miss' });
}

const REQUEST = 'praxis:metrics-request';
const REPLY = 'praxis:metrics-reply';
const COLLECT = 'praxis:metrics-collect';
const COLLECTED = 'praxis:metrics-collected';
/** How long the supervisor waits for one worker's registry before leaving it out of the scrape. */
const WORKER_ANSWER_MS = 2_000;
interface MetricsMessage {
  type?: unknown;
  id?: unknown;
  text?: unknown;
  metrics?: unknown;
}
type WorkerMetrics = Awaited<ReturnType<typeof metricsRegistry.getMetricsAsJSON>>;

/**
 * The exposition text. A cluster worker asks its supervisor, which gathers every worker's registry through
 * prom-client's aggregator: a scrape through the shared port sees the whole instance, not one worker.
 */
export async function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return metricsRegistry.metrics();
  const id = randomUUID();
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the supervisor did not answer with the metrics'));
    }, 10_000);
    const onMessage = (message: MetricsMessage) => {
      if (message?.type !== REPLY || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (typeof message.text === 'string') resolve(message.text);
      else reject(new Error('the supervisor could not gather the metrics'));
    };
    process.on('message', onMessage);
    process.send?.({ type: REQUEST, id });
  });
}

/**
 * In the supervisor: answers the workers' requests with the metrics of every worker that answers, aggregated
 * (prom-client's rules: counters summed, gauges by their aggregator). A worker still starting, or stuck, is left
 * out after a moment rather than failing the scrape: prom-client's own cluster registry waits for every forked
 * worker and fails the whole scrape when one has not set up its answer yet.
 */
export function serveClusterMetrics(): void {
  cluster.on('message', (worker: Worker, message: MetricsMessage) => {
    if (message?.type !== REQUEST) return;
    gatherWorkers().then(
      (text) => worker.send({ type: REPLY, id: message.id, text }),
      () => worker.send({ type: REPLY, id: message.id, text: null }),
    );
  });
}

async function gatherWorkers(): Promise<string> {
  const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
  const answers = await Promise.all(workers.map(collectFrom));
  const registries = answers.filter((metrics): metrics is WorkerMetrics => metrics !== undefined);
  return client.AggregatorRegistry.aggregate(registries).metrics();
}

function collectFrom(worker: Worker): Promise<WorkerMetrics | undefined> {
  const id = randomUUID();
  return new Promise((resolve) => {
    const done = (metrics: WorkerMetrics | undefined) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      resolve(metrics);
    };
    const onMessage = (message: MetricsMessage) => {
      if (message?.type !== COLLECTED || message.id !== id) return;
      done(Array.isArray(message.metrics) ? (message.metrics as WorkerMetrics) : undefined);
    };
    const onExit = () => done(undefined);
    const timer = setTimeout(() => done(undefined), WORKER_ANSWER_MS);
    worker.on('message', onMessage);
    worker.on('exit', onExit);
    try {
      worker.send({ type: COLLECT, id });
    } catch {
      done(undefined);
    }
  });
}

export const METRICS_CONTENT_TYPE = metricsRegistry.contentType;
