import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { platformServiceNames } from '@canopy/contracts';
import { GATEWAY_ISSUER, generateSigningKey, publicJwks, type PrivateSigningKey } from '@canopy/service-kit';

/** Every process that signs tokens: the gateway and each platform service, each with keys of its own. */
export const signingIssuers = [GATEWAY_ISSUER, ...platformServiceNames] as const;

/** The launcher's keys by issuer, each list with its current key first (a rotation adds the next one). */
export type PlatformKeys = Record<string, PrivateSigningKey[]>;

/**
 * The token keys of one machine's platform: made once (Ed25519, one pair per issuer) and kept in
 * `DATA_DIR/keys.json` (mode 600), as secrets.json keeps the session secret, so tokens and sessions outlive a
 * restart. An issuer missing from the file (a service added since) gets its key, and the file is written again.
 */
export function platformKeys(dataDir: string): PlatformKeys {
  const file = path.join(dataDir, 'keys.json');
  mkdirSync(dataDir, { recursive: true });
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PlatformKeys) : {};
  const keys: PlatformKeys = {};
  let made = false;
  for (const issuer of signingIssuers) {
    const kept = stored[issuer];
    if (Array.isArray(kept) && kept.length > 0) keys[issuer] = kept;
    else {
      keys[issuer] = [generateSigningKey(issuer)];
      made = true;
    }
  }
  if (made) writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

/**
 * What one process is handed: its own private keys only (SIGNING_KEYS), the gateway's public keys and every
 * service's public keys (PEER_JWKS; a service accepts a caller only where its internal API names it).
 */
export function keyEnvironment(
  keys: PlatformKeys,
  issuer: string,
): { SIGNING_KEYS: string; GATEWAY_JWKS: string; PEER_JWKS: string } {
  const own = keys[issuer];
  if (!own) throw new Error(`No signing key for ${issuer}`);
  return {
    SIGNING_KEYS: JSON.stringify({ keys: own }),
    GATEWAY_JWKS: JSON.stringify(publicJwks(keys[GATEWAY_ISSUER] ?? [])),
    PEER_JWKS: JSON.stringify(
      Object.fromEntries(platformServiceNames.map((name) => [name, publicJwks(keys[name] ?? [])])),
    ),
  };
}
