// What the micro-cache (micro-cache.ts) reads off an answer: whether and how long it may be shared, a header's
// value as text, and a written chunk as bytes.

/** How long a `public` answer may be shared, from its Cache-Control; null when it may not be shared. */
export function sharedLifetimeMs(cacheControl: string | undefined): number | null {
  if (!cacheControl) return null;
  const directives = new Map(
    cacheControl.split(',').map((d) => {
      const [name, value] = d.trim().toLowerCase().split('=');
      return [name!, value?.replace(/"/g, '')] as const;
    }),
  );
  if (!directives.has('public')) return null;
  for (const refused of ['private', 'no-store', 'no-cache']) if (directives.has(refused)) return null;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

/**
 * How long past its lifetime a shared answer may still be served while it is fetched again
 * (`stale-while-revalidate`, RFC 5861); 0 when the answer does not allow it or may not be shared at all.
 */
export function staleWhileRevalidateMs(cacheControl: string | undefined): number {
  if (sharedLifetimeMs(cacheControl) === null) return 0;
  const match = /(?:^|,)\s*stale-while-revalidate\s*=\s*"?(\d+)"?\s*(?:,|$)/i.exec(cacheControl ?? '');
  return match ? Number(match[1]) * 1000 : 0;
}

export function headerText(value: string | string[] | number | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

export function asBuffer(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return undefined;
}
