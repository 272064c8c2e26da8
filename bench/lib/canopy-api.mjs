// What the benchmark asks Canopy before measuring it: a signed-in cookie, a long-lived identity token for calls
// straight to a service, the exact bytes of a response, and which endpoints exist yet.
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import { SignJWT, importJWK } from 'jose';

export const STUDENT = { username: 'student', password: 'Canopy!learn1' };

/**
 * An `x-canopy-identity` token as the gateway signs it (EdDSA with its private JWK `key`, issuer gateway,
 * audience canopy-services, or the one service a call for itself is addressed to) but living for hours instead of
 * 60 s, so one token serves a whole measurement.
 */
export async function signIdentityToken(key, claims, { lifetime = '6h', audience = 'canopy-services' } = {}) {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid })
    .setIssuer('gateway')
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(await importJWK(key, 'EdDSA'));
}

/** A new Ed25519 private JWK for `issuer` (a bench run's own keys, as the launcher makes them). */
export function newSigningKey(issuer) {
  const jwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
  return { kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', kid: `${issuer}-bench`, x: jwk.x, d: jwk.d };
}

/** The public JWK Set of private JWKs. */
export const publicJwks = (keys) => ({ keys: keys.map(({ d: _d, ...pub }) => ({ ...pub, use: 'sig' })) });

/** The identity claims of a user as the gateway forwards them. */
export function claimsOf(user) {
  return {
    user: {
      id: user.id,
      username: user.username,
      role: user.role,
      status: user.status,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
    },
  };
}

/**
 * Signs in through `baseUrl` (the gateway or the monolith) with JSON and an Origin header equal to that origin,
 * as a browser would; answers the user and the `name=value` cookie to send back.
 */
export async function signIn(baseUrl, path = '/api/login', credentials = STUDENT) {
  const attempt = () =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin },
      body: JSON.stringify(credentials),
    });
  let res = await attempt();
  // The first sign-in of a platform that has just started can outlast identity's time-out on a busy machine
  // (a cold password hash beside other work): a 503 is tried again, twice, as a browser's user would.
  for (let retries = 2; res.status === 503 && retries > 0; retries--) {
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 1000));
    res = await attempt();
  }
  const text = await res.text();
  if (res.status !== 200) throw new Error(`sign-in at ${baseUrl}${path} answered ${res.status}: ${text}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find(Boolean);
  if (!cookie) throw new Error(`sign-in at ${baseUrl}${path} set no cookie`);
  return { user: JSON.parse(text), cookie };
}

/**
 * GET over node:http as the load generator sends it (no Accept-Encoding, so the answer is not compressed),
 * answering status, the head's header lines as sent (`rawHeaders`), the body bytes and the content type.
 */
export function getRaw(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks),
            contentType: res.headers['content-type'],
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function getJson(url, headers = {}) {
  const r = await getRaw(url, headers);
  if (r.status !== 200)
    throw new Error(`GET ${url} answered ${r.status}: ${r.body.toString().slice(0, 300)}`);
  return JSON.parse(r.body.toString());
}

/** Whether GET /api/courses/{id}/outline exists: 404 with "No route" (the gateway's or a service's) means not yet. */
export async function outlineAvailable(gatewayUrl, courseId) {
  const r = await getRaw(`${gatewayUrl}/api/courses/${courseId}/outline`);
  return r.status === 200;
}

/**
 * Whether the catalogue pages: `?page=1&pageSize=12` answering an object with a total and at most 12 courses.
 * Answers { available, total, items, shape } where shape says what came back.
 */
export async function catalogPaging(gatewayUrl) {
  const r = await getRaw(`${gatewayUrl}/api/courses?page=1&pageSize=12`);
  if (r.status !== 200) return { available: false, shape: `status ${r.status}` };
  const body = JSON.parse(r.body.toString());
  if (Array.isArray(body)) return { available: false, shape: `a plain array of ${body.length} courses` };
  const items = body.items ?? body.courses ?? body.data ?? body.results;
  const total = body.total ?? body.totalCount ?? body.count;
  if (Array.isArray(items) && typeof total === 'number' && items.length <= 12) {
    return { available: true, total, items: items.length, shape: 'paged object' };
  }
  return { available: false, shape: `an object with keys ${Object.keys(body).join(', ')}` };
}
