import { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { errorResponses, jsonBody, jsonResponse } from './route-helpers.js';
import {
  ifMatchHeader,
  readById,
  uuidParams,
  versionedAction,
  versionedDelete,
  versionedUpdate,
} from './route-shapes.js';

const id = '4b0c7d0e-8a9f-4a53-9d2c-3f3f0a6c2b1e';
const body = z.object({ name: z.string() });
const answer = jsonResponse(z.object({ version: z.number() }), 'The record');

describe('uuidParams', () => {
  it('takes a UUID and names the record in the refusal', () => {
    expect(uuidParams('client').parse({ id })).toEqual({ id });
    expect(uuidParams('client').safeParse({ id: 'x' }).error?.issues[0]?.message).toBe('Not a valid client id.');
    expect(uuidParams().safeParse({ id: 'x' }).error?.issues[0]?.message).toBe('Not a valid id.');
  });
});

describe('versioned route shapes', () => {
  it('a read takes the id and may answer 404, but never 409', () => {
    const params = uuidParams('client');
    expect(readById(params, answer)).toEqual({
      request: { params },
      responses: {
        200: answer,
        401: errorResponses[401],
        403: errorResponses[403],
        404: errorResponses[404],
        422: errorResponses[422],
      },
    });
  });

  it('an update reads the id, If-Match and a JSON body, and may answer 404 and 409', () => {
    const params = uuidParams('client');
    expect(versionedUpdate(params, body, answer)).toEqual({
      request: { params, headers: ifMatchHeader, body: jsonBody(body) },
      responses: { 200: answer, ...errorResponses },
    });
  });

  it('an action has no body', () => {
    const params = uuidParams('plan');
    expect(versionedAction(params, answer)).toEqual({
      request: { params, headers: ifMatchHeader },
      responses: { 200: answer, ...errorResponses },
    });
  });

  it('a delete answers 204 without content, described as asked', () => {
    const params = uuidParams('contact');
    expect(versionedDelete(params)).toEqual({
      request: { params, headers: ifMatchHeader },
      responses: { 204: { description: 'Deleted' }, ...errorResponses },
    });
    expect(versionedDelete(params, 'Removed').responses[204]).toEqual({ description: 'Removed' });
  });

  it('If-Match is optional text', () => {
    expect(ifMatchHeader.parse({})).toEqual({});
    expect(ifMatchHeader.parse({ 'if-match': '"3"' })).toEqual({ 'if-match': '"3"' });
  });
});
