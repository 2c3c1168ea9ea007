import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, ORIGIN } from '../test/harness.js';
import {
  bodyOf,
  headerValue,
  pathSegment,
  queryOf,
  validOf,
  type FuzzBody,
  type JsonSchema,
  type QueryParameter,
} from './arbitraries.js';
import { listEndpoints } from './routes.js';

/**
 * Bad input, property-based: every JSON endpoint of the OpenAPI document (plus any router endpoint missing from
 * it) gets generated bodies, path/header parameters and query strings, signed in as an admin so requests get past
 * access checks and reach validation. For every response:
 *  - the status is below 500;
 *  - an error body carries no stack trace, file path, `node_modules` or SQL error text (unless the request sent it);
 *  - an error is the one `{ code, message }` JSON shape;
 *  - a refused write (4xx on a non-GET) changed nothing in the database.
 * Each case fuzzes one input of the route (body, path/header parameters or query string) and keeps the others
 * valid, so it reaches the check it aims at. FUZZ_RUNS sets the cases per endpoint (100 in `npm test`, 1,000 in
 * `npm run fuzz`); FUZZ_SEED replays a failure.
 *
 * The endpoints are split into shards by a stable hash of "METHOD /path" (fuzz.N.test.ts each run one shard, so
 * vitest runs them in parallel); every shard fuzzes its endpoints exactly as a single run would, and shard 1 also
 * checks that the shards together cover every route.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
// Generous: two cores run the other suites alongside; the speed of an endpoint is measured by `npm run bench`.
const TIMEOUT_MS = Math.max(180_000, RUNS * 1_000);

/**
 * better-auth's own endpoints, the SSE stream and the documents themselves are not JSON endpoints of ours; the
 * metrics take no input and answer only a loopback socket or their token, which an in-process request never is
 * (system/metrics.test.ts covers them).
 */
const SKIPPED = [
  /^\/api\/auth(\/|$)/,
  /^\/api\/events$/,
  /^\/api\/openapi\.json$/,
  /^\/api\/docs$/,
  /^\/api\/metrics$/,
];
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const NIL_ID = '00000000-0000-4000-8000-000000000000';

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Target {
  method: string;
  /** Hono pattern, e.g. /api/consultants/:id */
  pattern: string;
  pathParams: string[];
  queryParams: QueryParameter[];
  headerParams: string[];
  bodySchema: JsonSchema | undefined;
  inOpenApi: boolean;
}

/** A stable shard for an endpoint: FNV-1a of "METHOD /path", so a route never moves between shards. */
export function shardOf(key: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** Registers the fuzz suite for shard `shard` (0-based) of `shards`. Call it at the top level of a test file. */
export async function fuzzShard(shard: number, shards: number): Promise<void> {
  const t = await createTestApp();
  afterAll(() => t.close());
  const cookie = await t.signIn(DEMO.admin);
  const me = await (await t.request('GET', '/api/me', { cookie })).json();
  /** Never aim valid writes at the fuzzing admin themself (a role change would end the run's permissions). */
  const ownIds = new Set<string>([me.user?.id, me.consultant?.id].filter(Boolean));
  const openApi = (await (await t.request('GET', '/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const allTargets = collectTargets();
  const targets = allTargets.filter((target) => shardOf(`${target.method} ${target.pattern}`, shards) === shard);
  const sampleIds = await sampleIdsByPattern();
  const fingerprint = await databaseFingerprinter();

  function collectTargets(): Target[] {
    const found = new Map<string, Target>();
    for (const [openApiPath, operations] of Object.entries(openApi.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const pattern = `/api${openApiPath.replace(/\{([^}]+)\}/g, ':$1')}`;
        const parameters = operation.parameters ?? [];
        found.set(`${method.toUpperCase()} ${pattern}`, {
          method: method.toUpperCase(),
          pattern,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          queryParams: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
          headerParams: parameters.filter((p) => p.in === 'header').map((p) => p.name),
          bodySchema: operation.requestBody?.content?.['application/json']?.schema,
          inOpenApi: true,
        });
      }
    }
    // A route registered without the OpenAPI helper is still fuzzed, with generic inputs.
    for (const endpoint of listEndpoints(t.app)) {
      const key = `${endpoint.method} ${endpoint.path}`;
      if (found.has(key)) continue;
      found.set(key, {
        method: endpoint.method,
        pattern: endpoint.path,
        pathParams: [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? 'id'),
        queryParams: [],
        headerParams: [],
        bodySchema: undefined,
        inOpenApi: false,
      });
    }
    return [...found.values()]
      .filter((target) => !SKIPPED.some((skip) => skip.test(target.pattern)))
      .filter((target) => target.method !== 'HEAD' && target.method !== 'OPTIONS');
  }

  /**
   * Real ids for a route's path, so valid-looking requests reach the service: the collection's list endpoint when
   * there is one, else the table named like the path segment, else an id that matches nothing.
   */
  async function sampleIdsByPattern(): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>();
    for (const target of targets) {
      const collection = target.pattern.split('/:')[0] ?? target.pattern;
      if (!target.pathParams.length || result.has(collection)) continue;
      const ids = new Set<string>();
      const listed = await t.request('GET', `${collection}?pageSize=20`, { cookie });
      if (listed.ok) {
        const body = await listed.json();
        const items: unknown[] = Array.isArray(body) ? body : Array.isArray(body?.items) ? body.items : [];
        for (const item of items) {
          const id = (item as { id?: unknown }).id;
          if (typeof id === 'string') ids.add(id);
        }
      }
      if (!ids.size) {
        const segment = collection.split('/').pop() ?? '';
        for (const table of [segment.replaceAll('-', '_'), segment.replace(/s$/, '').replaceAll('-', '_')]) {
          const exists = await t.deps.database.execute(
            `select 1 from information_schema.columns where table_schema = 'public' and table_name = $1 and column_name = 'id'`,
            [table],
          );
          if (!exists.rows.length) continue;
          const rows = await t.deps.database.execute(`select id::text as id from "${table}" limit 20`);
          for (const row of rows.rows) ids.add(String(row.id));
          break;
        }
      }
      result.set(
        collection,
        [...ids].filter((id) => !ownIds.has(id)),
      );
    }
    return result;
  }

  /**
   * "Nothing written". Postgres hands out transaction ids only to transactions that write, so when the next id did
   * not move during a request, nothing was written. When it moved (a write that rolled back, or — on a shared test
   * server — another database's work), every table is searched for rows committed by a transaction of that window
   * (`xmin`): rolled-back work leaves none. (A hard DELETE would escape this; the API deletes softly.)
   */
  async function databaseFingerprinter() {
    const db = t.deps.database;
    const tables = (
      await db.execute(
        `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
         where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE' order by 1`,
      )
    ).rows.map((row) => String(row.name));
    const writtenSql = tables
      .map(
        (name) =>
          `select '${name.replaceAll("'", "''")}' as t from ${name} x where (x.xmin::text)::bigint >= $1 and (x.xmin::text)::bigint < $2`,
      )
      .join(' union ');
    const nextXid = async () =>
      BigInt(String((await db.execute('select pg_snapshot_xmax(pg_current_snapshot())::text as x')).rows[0]?.x));
    const XID32 = 2n ** 32n;
    return {
      before: nextXid,
      /** The tables holding rows committed since `before` (empty when nothing was written). */
      async writtenSince(before: bigint): Promise<string[]> {
        const after = await nextXid();
        if (after === before) return [];
        const rows = await db.execute(writtenSql, [String(before % XID32), String(after % XID32)]);
        return rows.rows.map((row) => String(row.t));
      },
    };
  }

  interface Input {
    path: string;
    query?: string;
    body?: FuzzBody;
    headers?: Record<string, string | undefined>;
  }

  const STACK_TRACE = /\bat .+:\d+:\d+|node_modules|\b(TypeError|ReferenceError|RangeError|SyntaxError)\b/;
  const SQL_ERROR =
    /syntax error at or near|violates (foreign key|unique|check|not-null) constraint|duplicate key value|relation "|column "|invalid input syntax for/i;
  const statusesOf = new Map<string, Map<number, number>>();

  async function send(target: Target, input: Input) {
    const headers: Record<string, string> = { origin: ORIGIN, cookie };
    for (const [name, value] of Object.entries(input.headers ?? {})) if (value !== undefined) headers[name] = value;
    let body: string | undefined;
    if (input.body && target.method !== 'GET') {
      if (input.body.kind === 'json') {
        body = JSON.stringify(input.body.value) ?? 'null';
        headers['content-type'] = 'application/json';
      } else {
        body = input.body.text;
        if (input.body.contentType) headers['content-type'] = input.body.contentType;
      }
    }
    const url = `${ORIGIN}${input.path}${input.query ? `?${input.query}` : ''}`;
    const before = target.method === 'GET' ? undefined : await fingerprint.before();
    const response = await t.app.request(url, { method: target.method, headers, body });
    const text = await response.text();
    const sent = `${decodeSafely(url)} ${JSON.stringify(headers)} ${body ?? ''}`;
    const problems: string[] = [];
    if (response.status >= 500) problems.push(`status ${response.status}`);
    // Leaks are looked for in error bodies: a 2xx body is stored data, which may quote a stack (bug reports do).
    if (response.status >= 400) {
      for (const [label, pattern] of [
        ['a stack trace or internal error', STACK_TRACE],
        ['SQL error text', SQL_ERROR],
      ] as const) {
        const leaked = pattern.exec(text)?.[0];
        if (leaked && !sent.includes(leaked)) problems.push(`${label} in the body: ${leaked}`);
      }
      if (text.includes(REPO_ROOT) && !sent.includes(REPO_ROOT)) problems.push('a server file path in the body');
      const error = parseJson(text) as { code?: unknown; message?: unknown } | undefined;
      if (typeof error?.code !== 'string' || typeof error.message !== 'string')
        problems.push(`error body is not { code, message }: ${text.slice(0, 120)}`);
    }
    if (before !== undefined && response.status >= 400 && response.status < 500) {
      const changed = await fingerprint.writtenSince(before);
      if (changed.length) problems.push(`refused with ${response.status} but wrote to ${changed.join(', ')}`);
    }
    const statuses = statusesOf.get(`${target.method} ${target.pattern}`) ?? new Map<number, number>();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    statusesOf.set(`${target.method} ${target.pattern}`, statuses);
    if (problems.length) {
      throw new Error(
        `${target.method} ${input.path}${input.query ? `?${input.query}` : ''} → ${response.status}: ${problems.join('; ')}\n` +
          `response: ${text.slice(0, 300)}`,
      );
    }
  }

  const parseJson = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  };
  const decodeSafely = (url: string) => {
    try {
      return `${url} ${decodeURIComponent(url)}`;
    } catch {
      return url;
    }
  };

  const fillPath = (target: Target, segments: Record<string, string>) =>
    target.pattern.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, (_, name: string) => segments[name] ?? NIL_ID);

  function validPath(target: Target): fc.Arbitrary<string> {
    if (!target.pathParams.length) return fc.constant(target.pattern);
    const ids = sampleIds.get(target.pattern.split('/:')[0] ?? '') ?? [];
    const id = ids.length ? fc.constantFrom(...ids, NIL_ID) : fc.constant(NIL_ID);
    return fc
      .tuple(...target.pathParams.map(() => id))
      .map((values) =>
        fillPath(target, Object.fromEntries(target.pathParams.map((name, i) => [name, values[i] ?? NIL_ID]))),
      );
  }

  const validBody = (target: Target): fc.Arbitrary<FuzzBody | undefined> =>
    target.method === 'GET'
      ? fc.constant(undefined)
      : validOf(target.bodySchema ?? { type: 'object' }).map((value): FuzzBody => ({ kind: 'json', value }));

  type Aspect = 'bodies' | 'path parameters and headers' | 'query strings';

  /** What can be fuzzed on a route: every case fuzzes one of them and keeps the others valid. */
  function aspectsOf(target: Target): Aspect[] {
    const aspects: Aspect[] = [];
    if (target.method !== 'GET') aspects.push('bodies');
    if (target.pathParams.length || target.headerParams.length) aspects.push('path parameters and headers');
    aspects.push('query strings');
    return aspects;
  }

  function inputFor(target: Target, aspect: Aspect): fc.Arbitrary<Input> {
    if (aspect === 'bodies') {
      return fc.record({ path: validPath(target), body: bodyOf(target.bodySchema) }).map((input): Input => input);
    }
    if (aspect === 'path parameters and headers') {
      const ids = sampleIds.get(target.pattern.split('/:')[0] ?? '') ?? [];
      const segments = fc.tuple(...target.pathParams.map(() => pathSegment(ids)));
      const headers = fc.tuple(...target.headerParams.map(() => headerValue()));
      return fc
        .record({ segments, headers, body: validBody(target) })
        .map(({ segments: values, headers: headerValues, body }): Input => ({
          path: fillPath(target, Object.fromEntries(target.pathParams.map((name, i) => [name, values[i] ?? '']))),
          headers: Object.fromEntries(target.headerParams.map((name, i) => [name, headerValues[i]])),
          ...(body ? { body } : {}),
        }));
    }
    return fc
      .record({ path: validPath(target), query: queryOf(target.queryParams), body: validBody(target) })
      .map(({ body, ...rest }): Input => ({ ...rest, ...(body ? { body } : {}) }));
  }

  const run = (arbitrary: fc.Arbitrary<Input>, target: Target) =>
    fc.assert(
      fc.asyncProperty(arbitrary, (input) => send(target, input)),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );

  describe(`bad input on every JSON endpoint (shard ${shard + 1} of ${shards})`, () => {
    it.runIf(shard === 0)(
      'fuzzes every API route the router knows, except auth, the event stream and the documents',
      () => {
        const fuzzed = new Set(allTargets.map((target) => `${target.method} ${target.pattern}`));
        const missing = listEndpoints(t.app)
          .filter((e) => e.method !== 'HEAD' && !SKIPPED.some((skip) => skip.test(e.path)))
          .map((e) => `${e.method} ${e.path}`)
          .filter((key) => !fuzzed.has(key));
        expect(missing).toEqual([]);
        expect(allTargets.length).toBeGreaterThan(10);
        // Every shard has work, and the shards partition the endpoints.
        const sizes = Array.from(
          { length: shards },
          (_, i) => allTargets.filter((target) => shardOf(`${target.method} ${target.pattern}`, shards) === i).length,
        );
        expect(sizes.every((size) => size > 0)).toBe(true);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(allTargets.length);
      },
    );

    it('detects a committed write, and sees none for a refused one', async () => {
      const before = await fingerprint.before();
      const refused = await t.request('POST', '/api/job-titles', { cookie, body: { title: '' } });
      expect(refused.status).toBe(422);
      expect(await fingerprint.writtenSince(before)).toEqual([]);
      const created = await t.request('POST', '/api/job-titles', {
        cookie,
        body: { title: `Fuzz probe ${Date.now()}` },
      });
      expect(created.status).toBe(201);
      expect(await fingerprint.writtenSince(before)).toEqual(
        expect.arrayContaining([expect.stringMatching(/audit_log/)]),
      );
    });

    for (const target of targets) {
      const aspects = aspectsOf(target);
      it(`${target.method} ${target.pattern}: ${RUNS} generated ${aspects.join(', ')}`, { timeout: TIMEOUT_MS }, () =>
        run(
          fc.constantFrom(...aspects).chain((aspect) => inputFor(target, aspect)),
          target,
        ),
      );
    }

    it('reached past authentication on every endpoint (the fuzzer is not just collecting 401/403s)', () => {
      const stuck = [...statusesOf.entries()]
        .filter(([, statuses]) => [...statuses.keys()].every((status) => status === 401 || status === 403))
        .map(([key]) => key);
      expect(stuck).toEqual([]);
    });
  });
}
