import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import type { Principal } from '../core/principal.js';
import type { Db } from '../db/client.js';
import type { Actor } from './audit.js';
import { respondVersioned, scopeOf } from './request-scope.js';

/** The record named by the path's `{id}`, as its service reads it: who asks or writes, and the version sent. */
export interface VersionedTarget {
  principal: Principal;
  actor: Actor;
  id: string;
  /** From `If-Match`; undefined when absent or `*`. */
  expectedVersion: number | undefined;
}

/** A route's validated input with the record's id in the path (and, for an update, a JSON body). */
type IdInput = { out: { param: { id: string } } };
type IdAndBody<Body> = { out: { param: { id: string }; json: Body } };
type BodyInput<Body> = { out: { json: Body } };

const targetOf = (c: Context<AppEnv, string, IdInput>): VersionedTarget => {
  const { principal, actor, expectedVersion } = scopeOf(c);
  return { principal, actor, id: c.req.valid('param').id, expectedVersion };
};

/*
 * The handler bodies of a versioned record's routes whose services take the target as one object
 * (`(db, { actor, id, patch, expectedVersion })`; a service may read fewer fields than it is given, and a service
 * with other parameters is called through a small function):
 *
 * ```ts
 * .openapi(get, (c) => respondRead(c, service.getClient))
 * .openapi(create, (c) => respondCreated(c, (db, { actor, input }) => service.createEvent(db, actor, input)))
 * .openapi(update, (c) => respondUpdated(c, service.updateClient))
 * .openapi(remove, (c) => respondDeleted(c, service.deleteClient))
 * ```
 */

/** `GET …/{id}`: the service reads the record as the signed-in user may see it; 200 with the ETag. */
export async function respondRead<T extends { version: number }>(
  c: Context<AppEnv, string, IdInput>,
  read: (db: Db, target: { principal: Principal; id: string }) => Promise<T>,
) {
  const { db, principal } = scopeOf(c);
  return respondVersioned(c, await read(db, { principal, id: c.req.valid('param').id }), 200);
}

/** `POST …`: the service creates the record from the JSON body; 201 with the ETag. */
export async function respondCreated<Input, T extends { version: number }>(
  c: Context<AppEnv, string, BodyInput<Input>>,
  create: (db: Db, request: { principal: Principal; actor: Actor; input: Input }) => Promise<T>,
) {
  const { db, principal, actor } = scopeOf(c);
  return respondVersioned(c, await create(db, { principal, actor, input: c.req.valid('json') }), 201);
}

/** `PATCH …/{id}`: the service saves the patch (the stale check on `expectedVersion` is its own); 200 with the ETag. */
export async function respondUpdated<Patch, T extends { version: number }>(
  c: Context<AppEnv, string, IdAndBody<Patch>>,
  update: (db: Db, target: VersionedTarget & { patch: Patch }) => Promise<T>,
) {
  const record = await update(scopeOf(c).db, { ...targetOf(c), patch: c.req.valid('json') });
  return respondVersioned(c, record, 200);
}

/** `POST …/{id}/<step>` without a body (send, restore, baseline): the service takes the step; 200 with the ETag. */
export async function respondStepped<T extends { version: number }>(
  c: Context<AppEnv, string, IdInput>,
  step: (db: Db, target: VersionedTarget) => Promise<T>,
) {
  return respondVersioned(c, await step(scopeOf(c).db, targetOf(c)), 200);
}

/** `DELETE …/{id}`: the service deletes the record (after its stale check); 204 without a body. */
export async function respondDeleted(
  c: Context<AppEnv, string, IdInput>,
  remove: (db: Db, target: VersionedTarget) => Promise<unknown>,
) {
  await remove(scopeOf(c).db, targetOf(c));
  return c.body(null, 204);
}
