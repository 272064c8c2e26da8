import { ENVELOPED_PREFIX } from './vc-jwt';

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const typesOf = (v: Record<string, unknown>): unknown[] => (Array.isArray(v.type) ? v.type : [v.type]);

/**
 * The VC-JWT inside what someone pasted or uploaded: the compact token itself, a `data:application/vc+jwt,`
 * URL, or the JSON of an EnvelopedVerifiableCredential (the file the platform gives out). Anything else is
 * explained: a credential secured another way, or unsigned JSON.
 */
export function vcJwtOf(input: string | Record<string, unknown>): { jwt: string } | { failure: string } {
  let value: unknown = input;
  if (typeof input === 'string') {
    const text = input.trim();
    if (COMPACT_JWS.test(text)) return { jwt: text };
    if (text.startsWith(ENVELOPED_PREFIX)) return { jwt: text.slice(ENVELOPED_PREFIX.length) };
    try {
      value = JSON.parse(text);
    } catch {
      return { failure: 'This is neither a VC-JWT nor the JSON of a credential.' };
    }
  }
  // A JSON string (a token pasted with its quotes): each parse removes a layer, so this ends.
  if (typeof value === 'string') return vcJwtOf(value);
  if (!isRecord(value)) return { failure: 'This is neither a VC-JWT nor the JSON of a credential.' };
  const types = typesOf(value);
  if (types.includes('EnvelopedVerifiableCredential')) {
    const id = typeof value.id === 'string' ? value.id : '';
    const jwt = id.startsWith(ENVELOPED_PREFIX) ? id.slice(ENVELOPED_PREFIX.length) : '';
    return COMPACT_JWS.test(jwt)
      ? { jwt }
      : {
          failure:
            'This enveloped credential does not hold a VC-JWT (its id is not data:application/vc+jwt).',
        };
  }
  if (types.includes('VerifiableCredential')) {
    return {
      failure: value.proof
        ? 'This credential carries an embedded proof; Canopy issues and verifies credentials secured as VC-JWT (EdDSA).'
        : 'This credential is unsigned JSON: it carries no proof. Use the credential file downloaded from the certificate page.',
    };
  }
  return { failure: 'This JSON is not a verifiable credential.' };
}
