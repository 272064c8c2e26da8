import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Open Badges issuer key of the course service (a private Ed25519 JWK, one line of JSON): taken from
 * CREDENTIAL_ISSUER_KEY when given, otherwise made once and kept in DATA_DIR/credential-issuer-key.json (mode
 * 600), apart from the other secrets: credentials signed with it stay verifiable across restarts only while it is
 * kept, so it is never rotated by accident with a session or token secret.
 */
export function credentialIssuerKey(cfg: { DATA_DIR: string; CREDENTIAL_ISSUER_KEY?: string }): string {
  if (cfg.CREDENTIAL_ISSUER_KEY) return cfg.CREDENTIAL_ISSUER_KEY;
  const file = path.join(cfg.DATA_DIR, 'credential-issuer-key.json');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(cfg.DATA_DIR, { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  const jwk = JSON.stringify(privateKey.export({ format: 'jwk' }));
  writeFileSync(file, `${jwk}\n`, { mode: 0o600 });
  return jwk;
}
