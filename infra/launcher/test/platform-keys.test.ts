import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { platformServiceNames } from '@canopy/contracts';
import { baseConfigSchema, loadConfig } from '@canopy/service-kit';
import { keyEnvironment, platformKeys, signingIssuers } from '../src/platform-keys';

const dir = mkdtempSync(path.join(tmpdir(), 'canopy-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the launcher’s token keys', () => {
  it('makes one Ed25519 key per process once, keeps it (mode 600) and reads it back', () => {
    const made = platformKeys(dir);
    expect(Object.keys(made).sort()).toEqual([...signingIssuers].sort());
    expect(new Set(Object.values(made).map((keys) => keys[0]!.kid)).size).toBe(signingIssuers.length);
    expect(statSync(path.join(dir, 'keys.json')).mode & 0o777).toBe(0o600);
    expect(platformKeys(dir)).toEqual(made);
  });

  it('hands each process its own private key only, and every public key without a private part', () => {
    const keys = platformKeys(dir);
    for (const name of platformServiceNames) {
      const env = keyEnvironment(keys, name);
      expect(JSON.parse(env.SIGNING_KEYS)).toEqual({ keys: keys[name] });
      for (const other of signingIssuers.filter((i) => i !== name)) {
        expect(JSON.stringify(env)).not.toContain(keys[other]![0]!.d);
      }
      // What a service reads from it: its configuration accepts it as it is.
      const config = loadConfig(name, baseConfigSchema, { PORT: '1', ...env });
      expect(config.SIGNING_KEYS[0]!.kid).toBe(keys[name]![0]!.kid);
      expect(Object.keys(config.PEER_JWKS ?? {}).sort()).toEqual([...platformServiceNames].sort());
    }
  });
});
