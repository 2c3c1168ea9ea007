import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/demo-app.js';
import { AppError } from './app-error.js';
import { onceFor } from './idempotency.js';

const t = useTestApp();

const options = (key: string, body: unknown = { name: 'x' }) => ({
  userId: randomUUID(),
  key,
  scope: 'POST /test',
  body,
  actor: { userId: null, requestId: 'test' },
  auditOf: (result: { id: string }) => ({ entity: 'test', entityId: result.id, action: 'create' as const }),
});

describe('onceFor', () => {
  it('answers a retry whose own checks now fail with the first result', async () => {
    const first = options('retry-after-change-1');
    let calls = 0;
    const create = async () => {
      calls += 1;
      if (calls > 1) throw AppError.validation('That engagement does not exist.');
      return { id: 'first' };
    };
    expect(await onceFor(t.deps.database.db, first, create)).toEqual({ id: 'first' });
    expect(await onceFor(t.deps.database.db, first, create)).toEqual({ id: 'first' });
    expect(calls).toBe(2);
  });

  it('keeps a first request’s own error, and a server error, as they are', async () => {
    const failing = async () => {
      throw AppError.validation('That engagement does not exist.');
    };
    await expect(onceFor(t.deps.database.db, options('first-fails-1'), failing)).rejects.toMatchObject({
      status: 422,
      message: 'That engagement does not exist.',
    });
    const broken = async () => {
      throw new Error('database down');
    };
    await expect(onceFor(t.deps.database.db, options('server-error-1'), broken)).rejects.toThrow('database down');
  });

  it('refuses the same key with another body (422) and writes nothing for it', async () => {
    const first = options('other-body-1');
    await onceFor(t.deps.database.db, first, async () => ({ id: 'one' }));
    await expect(
      onceFor(t.deps.database.db, { ...first, body: { name: 'y' } }, async () => ({ id: 'two' })),
    ).rejects.toMatchObject({ status: 422 });
  });
});
