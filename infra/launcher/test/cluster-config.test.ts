import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { platformService, platformServices } from '@canopy/contracts';
import { ConfigError, envUrls } from '@canopy/service-kit';
import { databaseUrlOf, loadClusterConfig } from '../src/cluster/cluster-config';
import {
  gatewayEnvironmentSchema,
  requiredVariables,
  serviceConfigSchemas,
} from '../src/cluster/service-config-schemas';

describe('loadClusterConfig', () => {
  it('runs two of everything on the local engines by default', () => {
    const cfg = loadClusterConfig({});
    expect(cfg).toMatchObject({
      GATEWAY_PORTS: [3000, 3001],
      COURSE_PORTS: [4002, 4102],
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      REDIS_URL: 'redis://127.0.0.1:6379',
      NATS_URL: 'nats://127.0.0.1:4222',
      DEMO: true,
    });
    expect(databaseUrlOf(cfg, platformService('live-session'))).toBe(
      'postgres://postgres@127.0.0.1:5432/canopy_live_session',
    );
  });

  it('takes as many instances as ports listed, 0 for free ones, and a database of a service’s own', () => {
    const cfg = loadClusterConfig({
      FORUM_PORTS: '0, 0, 0',
      DATABASE_URL: 'postgres://app:pw@db.internal:5433/admin',
      DATABASE_NAME_PREFIX: 'run7_',
      CONTENT_DATABASE_URL: 'postgres://app:pw@blobs.internal/content',
    });
    expect(cfg.FORUM_PORTS).toEqual([0, 0, 0]);
    expect(databaseUrlOf(cfg, platformService('forum'))).toBe(
      'postgres://app:pw@db.internal:5433/run7_forum',
    );
    expect(databaseUrlOf(cfg, platformService('content'))).toBe('postgres://app:pw@blobs.internal/content');
  });

  it('names every bad list entry by its position', () => {
    let err: ConfigError | undefined;
    try {
      loadClusterConfig({ IDENTITY_PORTS: '4001,70000', GATEWAY_PORTS: '3000,3000', COURSE_PORTS: ' , ' });
    } catch (e) {
      err = e as ConfigError;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect(err!.problems).toEqual([
      'GATEWAY_PORTS: entry 2 repeats port 3000',
      'IDENTITY_PORTS: entry 2 "70000" is not a port (0 to 65535)',
      'COURSE_PORTS: must list at least one port',
    ]);
  });
});

describe('peer settings and requiredVariables', () => {
  it('gives every process each peer it reads as the list of that peer’s instances', () => {
    // The cluster passes every instance's URL (no balancer in front): each setting must take a list.
    const urls = 'http://127.0.0.1:1,http://127.0.0.1:2';
    const readers = [...Object.entries(serviceConfigSchemas), ['gateway', gatewayEnvironmentSchema] as const];
    const peerSettings = readers.flatMap(([who, schema]) =>
      platformServices
        .filter((s) => s.urlVariable in schema.shape)
        .map((s) => [who, s.urlVariable, schema.shape[s.urlVariable] as z.ZodType] as const),
    );
    expect(peerSettings.length).toBe(13);
    for (const [who, variable, field] of peerSettings) {
      expect(field.safeParse(urls).data, `${who} ${variable}`).toEqual(urls.split(','));
    }
  });

  it('lists what a schema cannot do without', () => {
    const schema = z.object({ MANY: envUrls().optional(), SECRET: z.string() });
    expect(requiredVariables(schema)).toEqual(['SECRET']);
  });
});
