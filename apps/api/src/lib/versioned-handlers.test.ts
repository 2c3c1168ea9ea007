import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../core/principal.js';
import type { AppDeps, AppEnv } from '../context.js';
import { respondDeleted, respondUpdated, type VersionedTarget } from './versioned-handlers.js';

const db = { name: 'the database' };
const principal = { userId: 'u1' } as Principal;
const id = '4b0c7d0e-8a9f-4a53-9d2c-3f3f0a6c2b1e';
const calls: unknown[][] = [];

/** The handlers as a route runs them: the path's id and the JSON body already validated. */
const app = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set('deps', { database: { db } } as unknown as AppDeps);
    c.set('principal', principal);
    c.set('requestId', 'r1');
    await next();
  })
  .patch('/things/:id', async (c) => {
    c.req.addValidatedData('param', { id: c.req.param('id') });
    c.req.addValidatedData('json', await c.req.json());
    return respondUpdated(c as never, async (database, target: VersionedTarget & { patch: { name: string } }) => {
      calls.push([database, target]);
      return { id: target.id, name: target.patch.name, version: 4 };
    });
  })
  .delete('/things/:id', async (c) => {
    c.req.addValidatedData('param', { id: c.req.param('id') });
    return respondDeleted(c as never, async (database, target) => {
      calls.push([database, target]);
    });
  });

describe('versioned handlers', () => {
  it('an update hands the service the target and the patch, and answers the record with its ETag', async () => {
    calls.length = 0;
    const response = await app.request(`/things/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'if-match': '"3"' },
      body: JSON.stringify({ name: 'New' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"4"');
    expect(await response.json()).toEqual({ id, name: 'New', version: 4 });
    expect(calls).toEqual([
      [db, { principal, actor: { userId: 'u1', requestId: 'r1' }, id, expectedVersion: 3, patch: { name: 'New' } }],
    ]);
  });

  it('a delete hands the service the target and answers 204 without a body', async () => {
    calls.length = 0;
    const response = await app.request(`/things/${id}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(calls).toEqual([
      [db, { principal, actor: { userId: 'u1', requestId: 'r1' }, id, expectedVersion: undefined }],
    ]);
  });
});
