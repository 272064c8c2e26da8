import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { credentialIssuerKey } from '../src/credential-issuer-key';

describe('the course service’s Open Badges issuer key', () => {
  it('is made once as a private Ed25519 JWK, kept in DATA_DIR (mode 600) and read back', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'canopy-issuer-key-'));
    const first = credentialIssuerKey({ DATA_DIR: dir });
    expect(JSON.parse(first)).toMatchObject({
      kty: 'OKP',
      crv: 'Ed25519',
      d: expect.any(String),
      x: expect.any(String),
    });
    const file = path.join(dir, 'credential-issuer-key.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(credentialIssuerKey({ DATA_DIR: dir })).toBe(first);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
  });

  it('is the configured one when CREDENTIAL_ISSUER_KEY is given, and nothing is written', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'canopy-issuer-key-'));
    expect(credentialIssuerKey({ DATA_DIR: dir, CREDENTIAL_ISSUER_KEY: '{"kty":"OKP"}' })).toBe(
      '{"kty":"OKP"}',
    );
    expect(() => statSync(path.join(dir, 'credential-issuer-key.json'))).toThrow();
  });
});
