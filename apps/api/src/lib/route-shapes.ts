import { z } from '@hono/zod-openapi';
import { errorsOf, jsonBody } from './route-helpers.js';

/**
 * The request and response shapes that many routes share, for a route declaration to spread:
 *
 * ```ts
 * const update = route.patch('/clients/{id}', {
 *   summary: 'Update a client',
 *   ...versionedUpdate(uuidParams('client'), clientUpdateSchema, jsonResponse(clientSchema, 'The updated client')),
 * });
 * ```
 */

/** The `If-Match` header of a versioned write: the ETag the read answered (absent or `*`: no check). */
export const ifMatchHeader = z.object({ 'if-match': z.string().optional() });

/** A UUID path parameter; anything else is a 422 `Not a valid <noun> id.` (`Not a valid id.` without a noun). */
export const uuidParam = (noun?: string) => z.uuid({ error: noun ? `Not a valid ${noun} id.` : 'Not a valid id.' });

/** The `{id}` path parameters of one record: `uuidParams('client')`. */
export const uuidParams = (noun?: string) => z.object({ id: uuidParam(noun) });

const readErrors = errorsOf(401, 403, 404, 422);

/**
 * A read of the record in the path: its params; answers `response` with 200, 404 when it is not visible. `errors`
 * for a module that documents other error statuses (default: 401, 403, 404, 422).
 */
export function readById<P, R, E = typeof readErrors>(params: P, response: R, errors: E = readErrors as E) {
  return { request: { params }, responses: { 200: response, ...errors } };
}

/** A read filtered by the query string (a board, a search, a range of dates): answers `response` with 200. */
export function readByQuery<Q, R, E>(query: Q, response: R, errors: E) {
  return { request: { query }, responses: { 200: response, ...errors } };
}

/** A create from a JSON body: answers `response` (the new record) with 201. */
export function created<B, R, E>(body: B, response: R, errors: E) {
  return { request: { body: jsonBody(body) }, responses: { 201: response, ...errors } };
}

/** A create under the record in the path (a client's contact, a profile's language): its params and a JSON body. */
export function createdUnder<P, B, R, E>(params: P, body: B, response: R, errors: E) {
  return { request: { params, body: jsonBody(body) }, responses: { 201: response, ...errors } };
}

/** A write without a version check on the record in the path: its params and a JSON body; `response` with 200. */
export function writeById<P, B, R, E>(params: P, body: B, response: R, errors: E) {
  return { request: { params, body: jsonBody(body) }, responses: { 200: response, ...errors } };
}

/** A delete without a version check of the record in the path: 204 without a body, described as asked. */
export function deleteById<P, E>(params: P, description: string, errors: E) {
  return { request: { params }, responses: { 204: { description }, ...errors } };
}

/**
 * A versioned write of the record in the path: its params, `If-Match` and a JSON body; answers `response` with 200,
 * 404 when the record is not visible, 409 when the version is stale.
 */
export function versionedUpdate<P, B, R>(params: P, body: B, response: R) {
  return {
    request: { params, headers: ifMatchHeader, body: jsonBody(body) },
    responses: { 200: response, ...errorsOf(401, 403, 404, 409, 422) },
  };
}

/**
 * A versioned write of a record the path does not name (a settings row, a note named in the body): `If-Match` and a
 * JSON body; answers `response` with 200, 409 when the version is stale.
 */
export function versionedSave<B, R, E>(body: B, response: R, errors: E) {
  return { request: { headers: ifMatchHeader, body: jsonBody(body) }, responses: { 200: response, ...errors } };
}

/** A versioned step without a body on the record in the path (publish, restore, send): like `versionedUpdate`. */
export function versionedAction<P, R>(params: P, response: R) {
  return {
    request: { params, headers: ifMatchHeader },
    responses: { 200: response, ...errorsOf(401, 403, 404, 409, 422) },
  };
}

/** A versioned delete of the record in the path: its params and `If-Match`; 204 without a body, 409 when stale. */
export function versionedDelete<P>(params: P, description = 'Deleted') {
  return {
    request: { params, headers: ifMatchHeader },
    responses: { 204: { description }, ...errorsOf(401, 403, 404, 409, 422) },
  };
}
