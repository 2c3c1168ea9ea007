import { describe, expect, it } from 'vitest';
import { logSafeError } from './log-safe-error.js';

describe('logSafeError', () => {
  it('keeps the query but not its parameters, through the cause chain', () => {
    const cause = new Error('Connection terminated unexpectedly');
    const error = new Error('Failed query: select * from session where token = $1\nparams: secret-session-token', {
      cause,
    });
    const safe = logSafeError(error);
    expect(JSON.stringify(safe)).not.toContain('secret-session-token');
    expect(safe?.message).toContain('select * from session where token = $1');
    expect(safe?.cause?.message).toBe('Connection terminated unexpectedly');
  });

  it('ignores values that are not errors', () => {
    expect(logSafeError('nope')).toBeUndefined();
  });
});
