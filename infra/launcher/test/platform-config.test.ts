import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { platformServices } from '@canopy/contracts';
import { ConfigError } from '@canopy/service-kit';
import { loadPlatformConfig } from '../src/platform-config';

describe('loadPlatformConfig', () => {
  it('has a port variable per platform service, with its default port', () => {
    const cfg = loadPlatformConfig({});
    for (const s of platformServices) expect(cfg[s.portVariable]).toBe(s.defaultPort);
    expect(cfg).toMatchObject({ PORT: 3000, DEMO: true, HOST: '0.0.0.0' });
    expect(cfg.ENABLE_TEST_LOGIN).toBeUndefined();
    expect(cfg.DATA_DIR).toBe(path.resolve(process.cwd(), '.data'));
  });

  it('reads 0 as "a free port" and every flag spelling the services read', () => {
    const cfg = loadPlatformConfig({ PORT: '0', FORUM_PORT: '0', DEMO: 'off', ENABLE_TEST_LOGIN: 'YES' });
    expect(cfg).toMatchObject({ PORT: 0, FORUM_PORT: 0, DEMO: false, ENABLE_TEST_LOGIN: true });
  });

  it('lists every bad variable at once, database URLs without their value', () => {
    let err: ConfigError | undefined;
    try {
      loadPlatformConfig({
        CONTENT_PORT: '99999',
        DEMO: 'sometimes',
        COURSE_DATABASE_URL: 'mysql://root:hunter2@db/course',
        SESSION_SECRET: 'short',
      });
    } catch (e) {
      err = e as ConfigError;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect(err!.problems).toEqual([
      'DEMO: "sometimes" is not a flag: use true/false, yes/no, on/off or 1/0',
      'CONTENT_PORT: "99999" is not a port: use 0 to 65535 (0 picks a free port)',
      'SESSION_SECRET: SESSION_SECRET must be at least 32 characters',
      'COURSE_DATABASE_URL: must be a postgres:// or postgresql:// URL',
    ]);
    expect(err!.message).not.toContain('hunter2');
  });
});
