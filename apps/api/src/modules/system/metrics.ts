import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { METRICS_CONTENT_TYPE, metricsText, useMetricSources } from '../../lib/metrics.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The process's metric sources: the request pool, the job queue's table and the open event streams. */
export function useAppMetricSources(deps: AppDeps): void {
  useMetricSources({
    pool: () => deps.database.poolStats?.(),
    jobs: async () => {
      const { rows } = await deps.database.execute('select status, count(*)::int as count from jobs group by status');
      return rows.map((row) => ({ status: String(row.status), count: Number(row.count) }));
    },
    streams: () => deps.realtime.streamCount(),
  });
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

function remoteAddressOf(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by node:http (an in-process request): not loopback
  }
}

/**
 * Who may scrape: with METRICS_TOKEN set, a request carrying it as a bearer; without, a request made on this
 * machine and not forwarded by a proxy (a balancer on loopback adds X-Forwarded-For for the outside world's).
 */
function mayScrape(c: Context<AppEnv>): boolean {
  const token = c.get('deps').env.METRICS_TOKEN;
  if (token) {
    const given = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1];
    return given !== undefined && sameSecret(given, token);
  }
  const address = remoteAddressOf(c);
  return address !== undefined && LOOPBACK.has(address) && !c.req.header('x-forwarded-for');
}

/** GET /api/metrics: Prometheus's text format, for the whole instance (every worker of a cluster). */
export async function metricsHandler(c: Context<AppEnv>) {
  if (!mayScrape(c)) throw AppError.forbidden('Metrics are served to this machine, or with the metrics token.');
  const text = await metricsText();
  return c.body(text, 200, { 'Content-Type': METRICS_CONTENT_TYPE });
}
