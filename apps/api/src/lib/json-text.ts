import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

/**
 * JSON the database already rendered (json_agg / json_build_object), standing for a value of type T: the API sends
 * its bytes as they are instead of parsing rows into objects and serialising them again (bench/analysis.md).
 */
export class JsonText<T> {
  declare private readonly shape: T;
  constructor(readonly text: string) {}
}

/**
 * A page of a list whose items PostgreSQL rendered as one JSON array: the envelope of `pageFrom`
 * (`items`, `total`, `page`, `pageSize`, in that order) written around the array's text.
 */
export function pageJsonText<T>(items: string, total: number, query: { page: number; pageSize: number }) {
  return new JsonText<{ items: T[]; total: number; page: number; pageSize: number }>(
    `{"items":${items},"total":${total},"page":${query.page},"pageSize":${query.pageSize}}`,
  );
}

/** A 200 JSON answer from a value or from pre-rendered text, typed for the route either way. */
export function respondJson<T>(c: Context, answer: T | JsonText<T>) {
  if (answer instanceof JsonText) {
    return c.body(answer.text, 200, { 'content-type': 'application/json' }) as unknown as Response &
      TypedResponse<JSONParsed<T>, 200, 'json'>;
  }
  return c.json(answer as JSONParsed<T>, 200) as unknown as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
