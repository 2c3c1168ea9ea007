import { describe, expect, it } from 'vitest';
import { parseEnv, workerCountOf } from './env.js';

describe('how many API processes npm start runs', () => {
  it('runs one with embedded PGlite, whatever WEB_CONCURRENCY says', () => {
    expect(workerCountOf(parseEnv({}), 8)).toBe(1);
    expect(workerCountOf(parseEnv({ WEB_CONCURRENCY: '4' }), 8)).toBe(1);
  });
  it('runs one per core with PostgreSQL, or WEB_CONCURRENCY', () => {
    const postgres = { DATABASE_URL: 'postgres://praxis@127.0.0.1:5432/praxis', BETTER_AUTH_SECRET: 's'.repeat(32) };
    expect(workerCountOf(parseEnv(postgres), 8)).toBe(8);
    expect(workerCountOf(parseEnv({ ...postgres, WEB_CONCURRENCY: '3' }), 8)).toBe(3);
  });
  it('refuses a WEB_CONCURRENCY that is not a small positive number', () => {
    expect(() => parseEnv({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => parseEnv({ WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY/);
  });
});
