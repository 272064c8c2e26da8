/** The parts of a JSON Schema (as zod writes them into the API document) that the fuzz reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}

export type SchemaResolver = (schema: JsonSchema) => JsonSchema;

/** Follows `#/components/schemas/...` references of `doc`. */
export function schemaResolver(doc: {
  components?: { schemas?: Record<string, JsonSchema> };
}): SchemaResolver {
  return function resolve(schema) {
    let s = schema;
    for (let hops = 0; s.$ref && hops < 10; hops++) {
      s = doc.components?.schemas?.[s.$ref.replace('#/components/schemas/', '')] ?? {};
    }
    return s;
  };
}

/**
 * A plausible valid value of `schema`: every property (required or not), the first of each choice, enum or
 * union, strings of the smallest allowed length (named formats get a real-looking value), numbers at their
 * minimum. The fuzz then breaks it one way at a time, so each request is wrong in one known respect and the
 * rest of it gets past validation to where the next check lives.
 */
export function sampleOf(schema: JsonSchema, resolve: SchemaResolver, depth = 0): unknown {
  const s = resolve(schema);
  if (depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const choices = s.anyOf ?? s.oneOf;
  if (choices?.length) {
    const notNull = choices.find((c) => resolve(c).type !== 'null') ?? choices[0]!;
    return sampleOf(notNull, resolve, depth + 1);
  }
  if (s.allOf?.length) {
    return Object.assign({}, ...s.allOf.map((part) => sampleOf(part, resolve, depth + 1) as object));
  }
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? 'null') : s.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {}))
        value[key] = sampleOf(prop, resolve, depth + 1);
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 0) }, () =>
        sampleOf(s.items ?? {}, resolve, depth + 1),
      );
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return s.properties ? sampleOf({ ...s, type: 'object' }, resolve, depth) : 'fuzz';
  }
}

function sampleString(s: JsonSchema): string {
  switch (s.format) {
    case 'email':
      return 'fuzz.sample@canopy.example';
    case 'uri':
    case 'url':
      return 'https://example.com/fuzz';
    case 'date-time':
      return '2027-01-15T10:00:00.000Z';
    case 'date':
      return '2027-01-15';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
  }
  const length = Math.min(Math.max(s.minLength ?? 0, 8), s.maxLength ?? 8);
  return 'Fuzz1!aa'.padEnd(length, 'a').slice(0, Math.max(length, 1));
}

/** Paths (lists of keys) of every value inside `value`, at most two levels down, the value itself first. */
export function pathsIn(value: unknown, depth = 0): string[][] {
  const paths: string[][] = [[]];
  if (depth >= 2 || value === null || typeof value !== 'object') return paths;
  for (const [key, inner] of Object.entries(value)) {
    for (const rest of pathsIn(inner, depth + 1)) paths.push([key, ...rest]);
  }
  return paths;
}

/** A copy of `value` with what is at `path` replaced by `replacement` (or removed when it is undefined). */
export function withAt(value: unknown, path: readonly string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  const [key, ...rest] = path;
  if (rest.length === 0 && replacement === undefined) delete copy[key!];
  else copy[key!] = withAt(copy[key!], rest, replacement);
  return copy;
}
