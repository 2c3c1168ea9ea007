import { expect, it } from 'vitest';
import { describeReliability } from './support.js';

/**
 * A cluster's workers share one port: a scrape lands on any of them, and must see the whole instance. The
 * supervisor gathers every worker's registry (prom-client's aggregator), so counts are the instance's.
 */
describeReliability('metrics of a cluster', process.env, (database) => {
  it('a scrape through the shared port counts the requests every worker served', async () => {
    const server = await database.startServer({ WEB_CONCURRENCY: '2' });
    const requests = 40;
    for (let index = 0; index < requests; index++) {
      expect((await server.fetch('/api/health/live')).status).toBe(200);
    }
    const response = await server.fetch('/api/metrics');
    expect(response.status).toBe(200);
    const text = await response.text();
    const served = text
      .split('\n')
      .filter((line) => line.startsWith('praxis_http_request_duration_seconds_count{'))
      .filter((line) => line.includes('route="/api/health/live"'))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    // The start-up's health checks went to /api/health; these forty to /api/health/live, spread over two workers.
    expect(served).toBe(requests);
  });
});
