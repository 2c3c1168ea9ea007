import { describe, expect, it } from 'vitest';
import { parseEnv, shouldSeedDemo } from './env.js';

describe('environment', () => {
  it('has working defaults for the embedded mode', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('.data');
    expect(shouldSeedDemo(env)).toBe(true);
  });

  it('stops with a message naming the variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'postgres://x@127.0.0.1/db' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => parseEnv({ OIDC_PROVIDER: 'oidc', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' })).toThrow(
      /OIDC_DISCOVERY_URL/,
    );
  });

  it('seeds a real database only when asked', () => {
    const base = { DATABASE_URL: 'postgres://x@127.0.0.1/db', BETTER_AUTH_SECRET: 'x'.repeat(32) };
    expect(shouldSeedDemo(parseEnv(base))).toBe(false);
    expect(shouldSeedDemo(parseEnv({ ...base, SEED_DEMO: '1' }))).toBe(true);
  });
});
