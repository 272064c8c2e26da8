import { platformServices } from '@canopy/contracts';

/**
 * The environment of a whole platform started by a test: every port free (0), data in `dataDir`, on 127.0.0.1,
 * silent, stopped quickly; `extra` adds to it or overrides.
 */
export function quietPlatformEnv(
  dataDir: string,
  extra: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  return {
    PORT: '0',
    ...Object.fromEntries(platformServices.map((s) => [s.portVariable, '0'])),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SHUTDOWN_GRACE_MS: '200',
    ...extra,
  };
}
