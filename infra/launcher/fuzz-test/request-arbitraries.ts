import fc from 'fast-check';
import { pathsIn, sampleOf, withAt, type JsonSchema, type SchemaResolver } from './json-schema-sample';

/** One operation of the API document. */
export interface Operation {
  method: string;
  /** The document's path template (`/api/courses/{id}`). */
  path: string;
  auth: string;
  parameters: Array<{ in: string; name: string; schema?: JsonSchema }>;
  body?: JsonSchema;
}

/** One generated request: what is sent, and in one word how it is wrong (for the report). */
export interface FuzzRequest {
  method: string;
  url: string;
  contentType?: string;
  body?: string;
  kind: string;
}

/** Ids and path values that are wrong in every way a path segment can be. */
const badSegment = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    'abc',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '__proto__',
    'constructor',
    '2147483648',
    '9223372036854775808',
    '99999999999999999999999999',
    "1' OR '1'='1",
    '%00',
    '%E2%80%AE',
    '%E0%A4%A',
    '%',
    '..%2F..%2Finternal',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.integer({ min: -(2 ** 31), max: -1 }).map(String),
  fc.constant('x'.repeat(5000)),
);
/** Well-formed ids that name nothing. */
const absentId = fc.integer({ min: 900_000, max: 2_000_000_000 }).map(String);
/** Ids of the demo data's first entities: a body sent to them gets past the lookup to the store. */
const demoId = fc.constantFrom('1', '2', '3');

/** Scalars that are wrong for most fields: other types, extremes, odd text. */
const oddScalar = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -0.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 1,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    '',
    ' ',
    '\u0000',
    '\uD800',
    '\u202Eevil',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🌱',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
    '../../etc/passwd',
    'javascript:alert(1)',
    '1e999',
    '-1',
    '9999999999999999999999',
  ),
  fc.double(),
  fc.integer(),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
);
/** `min` to `max` characters of one short run of text repeated (cut anywhere, a surrogate pair too). */
const longText = (min: number, max: number) =>
  fc
    .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }), fc.integer({ min, max }))
    .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
/** Past every field's limit, and past small body limits too. */
const hugeString = longText(2_000, 70_000);
const oddKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'id', 'userId', 'status', 'isAdmin', ''),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/** JSON text with one more key in front, written as text so that `__proto__` stays an own key. */
function withExtraKey(value: unknown, key: string, extra: unknown): string {
  const text = JSON.stringify(value);
  const entry = `${JSON.stringify(key)}:${JSON.stringify(extra) ?? 'null'}`;
  if (text.startsWith('{')) return text === '{}' ? `{${entry}}` : `{${entry},${text.slice(1)}`;
  return `{${entry}}`;
}

const badJsonText = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":1,}',
    "{'a':1}",
    '[1,2',
    'NaN',
    '{"a": 1e999999}',
    '\u0000',
    '{"a":"\\ud800"}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    '{"__proto__":{"role":"admin","isAdmin":true}}',
    '{"constructor":{"prototype":{"role":"admin"}}}',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);
const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/jsonx',
);

/**
 * Requests for one operation, each wrong in one respect: a path segment that is no id, a query value of the
 * wrong type or size, or a body (on every operation that takes one, and sometimes on one that does not) with a
 * field of the wrong type, one missing, one more (`__proto__`, `constructor`, ...), a huge or odd string, an
 * extreme number, not an object at all, not JSON, or under a wrong content type. Path values are real demo ids
 * only for an operation with a body (its body reaches the store) and never for user administration (the fuzz's
 * own accounts must stay as they are); otherwise ids that are malformed or name nothing.
 */
export function requestArbitrary(op: Operation, resolve: SchemaResolver): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const base = op.body ? sampleOf(op.body, resolve) : undefined;
  const fields = base === undefined ? [] : pathsIn(base).filter((p) => p.length > 0);
  const required = op.body ? (resolve(op.body).required ?? []) : [];

  const ids =
    op.body && !op.path.startsWith('/api/users')
      ? fc.oneof({ weight: 3, arbitrary: badSegment }, absentId, { weight: 2, arbitrary: demoId })
      : fc.oneof({ weight: 3, arbitrary: badSegment }, absentId);
  const path = fc.tuple(...pathParams.map(() => ids)).map((values) => {
    let url = op.path;
    pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, values[i]!)));
    return url;
  });

  // Long, but the whole URL stays under the 16 KiB head Node takes, so the request reaches the service.
  const queryValue = fc.oneof(
    oddScalar.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
    longText(201, 400),
  );
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.option(
          fc.oneof(
            queryValue.map((v) => [[p.name, v]]),
            // The same name twice: Express makes it a list.
            fc.tuple(queryValue, queryValue).map(([a, b]) => [
              [p.name, a],
              [p.name, b],
            ]),
          ),
          { nil: [] as string[][] },
        ),
      ),
      fc.option(fc.tuple(oddKey, queryValue), { nil: undefined }),
    )
    .map((parts) => {
      const extra = parts.pop() as [string, string] | undefined;
      const pairs = (parts as string[][][]).flat();
      if (extra) pairs.push(extra);
      return pairs.length ? `?${new URLSearchParams(pairs).toString()}` : '';
    });

  const pick = <T>(list: readonly T[]) => fc.constantFrom(...list);
  const bodies: Array<fc.Arbitrary<{ kind: string; body: string; contentType?: string }>> = [];
  const json = (kind: string) => (value: unknown) => ({ kind, body: JSON.stringify(value) });
  if (fields.length) {
    bodies.push(
      fc.tuple(pick(fields), oddScalar).map(([field, v]) => json('wrong type')(withAt(base, field, v))),
      fc.tuple(pick(fields), hugeString).map(([field, v]) => json('huge string')(withAt(base, field, v))),
    );
  }
  if (required.length)
    bodies.push(pick(required).map((key) => json('missing field')(withAt(base, [key], undefined))));
  if (base !== undefined) {
    bodies.push(
      fc.tuple(oddKey, fc.jsonValue({ maxDepth: 2 })).map(([key, v]) => ({
        kind: 'extra field',
        body: withExtraKey(base, key, v),
      })),
      wrongContentType.map((contentType) => ({
        kind: 'wrong content type',
        contentType,
        body: JSON.stringify(base),
      })),
    );
  }
  bodies.push(
    fc.oneof(oddScalar, fc.jsonValue({ maxDepth: 3 })).map(json('not an object')),
    badJsonText.map((body) => ({ kind: 'bad JSON', body })),
  );
  const body = fc.oneof(...bodies);

  return fc
    .tuple(
      path,
      query,
      // An operation without a body gets one now and then too: it must be ignored or refused, never a 500.
      op.body || op.method === 'get' ? body : fc.option(body, { freq: 3, nil: undefined }),
      fc.boolean(),
    )
    .map(([p, q, b, withQueryOnly]) => {
      const sendBody = op.method !== 'get' && b !== undefined && !(withQueryOnly && !op.body && q !== '');
      return {
        method: op.method.toUpperCase(),
        url: p + q,
        kind: sendBody ? b.kind : q ? 'odd query' : 'odd path',
        ...(sendBody ? { body: b.body, contentType: b.contentType ?? 'application/json' } : {}),
      };
    });
}
