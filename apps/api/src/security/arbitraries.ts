import fc from 'fast-check';

/**
 * fast-check arbitraries for the fuzz suite, driven by the OpenAPI document's JSON Schemas (so a route added
 * later is fuzzed with inputs shaped like its own contract): valid values, then mutations of them, plus
 * hostile strings, path segments and query strings.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Strings that have broken parsers, SQL, path handling or prototypes somewhere before. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\uFEFF',
  '\uD800',
  '💥🧨',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '9'.repeat(40),
  '-1',
  'true',
  '[]',
  '{}',
  "' OR '1'='1",
  "'; drop table audit_log; --",
  '$1',
  '%s%s%s%n',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f',
  '__proto__',
  'constructor',
  'prototype',
  'javascript:alert(1)',
  '//evil.example/x',
  '2024-02-30',
  '0000-00-00',
  '9999-99-99T99:99:99Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'AAAAAAAA-AAAA-4AAA-8AAA-AAAAAAAAAAAA',
  '00000000000040008000000000000000',
];

export const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(1_001, 10_001, 100_000).map((n) => 'x'.repeat(n)) },
  );

/** A value of the wrong kind for almost any field. */
export const wrongValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 0.5, 2 ** 31, -(2 ** 31) - 1),
    hostileString(),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
    fc.integer({ min: 50, max: 2_000 }).map(nested),
  );

/** `[[[[…]]]]` n levels deep — stresses recursive validators. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** Values that satisfy the schema as far as a generator can tell (zod may still refuse a few: that is fine). */
export function validOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validOf(s, depth + 1)));
  if (schema.allOf?.[0]) return validOf(schema.allOf[0], depth + 1);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validOf({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({
        min: Math.ceil(schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1),
        max: Math.floor(schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validOf(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, validOf(s, depth + 1)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 40, 40);
  const min = Math.min(schema.minLength ?? 0, max);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 320));
    case 'date':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl().filter((url) => url.length <= (schema.maxLength ?? 2048));
  }
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= (schema.maxLength ?? 1e9));
    } catch {
      // A pattern fast-check cannot generate from (lookarounds): a plain string will mostly be refused, which
      // still exercises validation.
    }
  }
  return fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(max, 1) });
}

/** Sets a key as an own property even when it is `__proto__`, so JSON.stringify sends it. */
function withKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(object)) {
    if (k !== key) Object.defineProperty(copy, k, { value: v, enumerable: true, configurable: true, writable: true });
  }
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

const SUSPICIOUS_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'version',
  'user_id',
  'owner_user_id',
  'created_at',
  'updated_at',
  'deleted_at',
  'role',
  'roles',
  'hourly_rate',
  'is_admin',
  'status',
];

type Mutation = (value: unknown) => fc.Arbitrary<unknown>;

/** One change that should turn a valid value into an invalid one (or a valid one with extra, ignored data). */
function mutationsFor(schema: JsonSchema): Mutation[] {
  const properties = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const mutations: Mutation[] = [
    () => wrongValue(),
    (value) =>
      fc
        .tuple(fc.oneof(fc.constantFrom(...SUSPICIOUS_KEYS), fc.string({ maxLength: 12 })), wrongValue())
        .map(([key, extra]) => (isObject(value) ? withKey(value, key, extra) : { [key]: extra })),
  ];
  if (properties.length) {
    mutations.push((value) =>
      fc
        .tuple(fc.constantFrom(...properties), wrongValue())
        .map(([key, wrong]) => withKey(isObject(value) ? value : {}, key, wrong)),
    );
    mutations.push((value) =>
      fc.constantFrom(...properties).map((key) => {
        const property = schema.properties?.[key];
        const limit = property?.maxLength ?? property?.maxItems;
        const oversized = limit === undefined ? 'x'.repeat(100_001) : 'x'.repeat(limit + 1);
        return withKey(isObject(value) ? value : {}, key, oversized);
      }),
    );
  }
  if (required.length) {
    mutations.push((value) =>
      fc.constantFrom(...required).map((key) => {
        if (!isObject(value)) return {};
        const { [key]: _dropped, ...rest } = value;
        return rest;
      }),
    );
  }
  return mutations;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A valid value with one to three mutations applied. */
export function mutatedOf(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return wrongValue();
  const mutations = mutationsFor(schema);
  const step = (value: unknown) =>
    fc.integer({ min: 0, max: mutations.length - 1 }).chain((i) => (mutations[i] ?? (() => wrongValue()))(value));
  return validOf(schema).chain((value) =>
    fc.integer({ min: 1, max: 3 }).chain((times) => {
      let arbitrary = step(value);
      for (let i = 1; i < times; i++) arbitrary = arbitrary.chain(step);
      return arbitrary;
    }),
  );
}

export type FuzzBody =
  { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string | undefined };

const BROKEN_JSON = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  'nul',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\uFEFF{}',
  '{"a":1}{"b":2}',
  '"\\ud800"',
  '1e999999',
  '['.repeat(100_000),
  '['.repeat(5_000) + ']'.repeat(5_000),
];

/** Request bodies: mostly mutations of the route's own shape, some valid, some any JSON, some not JSON at all. */
export function bodyOf(schema: JsonSchema | undefined): fc.Arbitrary<FuzzBody> {
  const json = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map((value): FuzzBody => ({ kind: 'json', value }));
  const raw = fc
    .tuple(
      fc.oneof(fc.constantFrom(...BROKEN_JSON), fc.string({ unit: 'binary', maxLength: 60 })),
      fc.constantFrom<string | undefined>(
        'application/json',
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        undefined,
      ),
    )
    .map(([text, contentType]): FuzzBody => ({ kind: 'raw', text, contentType }));
  return fc.oneof(
    { weight: 5, arbitrary: json(mutatedOf(schema)) },
    { weight: 1, arbitrary: json(validOf(schema)) },
    { weight: 2, arbitrary: json(fc.jsonValue()) },
    { weight: 2, arbitrary: raw },
  );
}

/** A path segment, already encoded the way it goes on the wire (sometimes deliberately unencoded). */
export function pathSegment(validIds: readonly string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    { weight: 4, arbitrary: hostileString() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.integer().map(String) },
    ...(validIds.length
      ? [
          {
            weight: 1,
            arbitrary: fc
              .tuple(fc.constantFrom(...validIds), fc.constantFrom('', ' ', '/', '..', '%00', 'x', '.json'))
              .map(([id, suffix]) => id + suffix),
          },
        ]
      : []),
  );
  return fc.tuple(value, fc.boolean()).map(([segment, raw]) =>
    // Unencoded only where the URL stays a URL: that is how `../` and `%2e` reach the router.
    raw && /^[\x21-\x7e]*$/.test(segment) && !/[?#]/.test(segment) ? segment : encodeSegment(segment),
  );
}

/** encodeURIComponent, except that a lone surrogate is sent as its (invalid) 3-byte UTF-8 form instead of throwing. */
export function encodeSegment(segment: string): string {
  let encoded = '';
  for (const char of segment) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

export interface QueryParameter {
  name: string;
  schema: JsonSchema | undefined;
}

/** A query string (without `?`): declared parameters valid, wrong, repeated or missing, plus junk. */
export function queryOf(parameters: readonly QueryParameter[]): fc.Arbitrary<string> {
  const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  const declared = parameters.map((parameter) =>
    fc.oneof(
      fc.constant<[string, string][]>([]),
      validOf(parameter.schema).map((v): [string, string][] => [[parameter.name, asText(v)]]),
      hostileString().map((v): [string, string][] => [[parameter.name, v]]),
      fc
        .array(fc.oneof(validOf(parameter.schema).map(asText), hostileString()), { minLength: 2, maxLength: 3 })
        .map((values) => values.map((v): [string, string] => [parameter.name, v])),
    ),
  );
  const extra = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...SUSPICIOUS_KEYS, 'a[b]', 'a.b', ''), fc.string({ maxLength: 10 })),
      hostileString(),
    ),
    { maxLength: 3 },
  );
  const encoded = fc
    .tuple(fc.tuple(...declared), extra)
    .map(([pairs, more]) => new URLSearchParams([...pairs.flat(), ...more]).toString());
  const rawJunk = fc.oneof(
    fc.constantFrom('%', '%ZZ', '&&&', '=', '==&=', 'a=%E0%A4%A', 'page=1&page=%00', '__proto__[x]=1', 'a=1;b=2'),
    fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => s.replace(/[^\x21-\x7e]|#/g, '')),
  );
  return fc.oneof({ weight: 4, arbitrary: encoded }, { weight: 1, arbitrary: rawJunk });
}

/** A value for a declared header (must be a legal header value: no control characters). */
export function headerValue(): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    fc.constant(undefined),
    fc.constantFrom('"1"', 'W/"1"', '*', '"999999999"', '"-1"', '"1.5"', 'abc', '"', 'key-' + 'k'.repeat(200), ''),
    fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  );
}
