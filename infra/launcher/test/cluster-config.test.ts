import { connect, createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { platformService } from '@canopy/contracts';
import { ConfigError, envUrl, envUrls } from '@canopy/service-kit';
import { databaseUrlOf, loadClusterConfig } from '../src/cluster/cluster-config';
import { startPeerBalancer, type PeerBalancer } from '../src/cluster/peer-balancer';
import { peerSetting, requiredVariables } from '../src/cluster/service-config-schemas';

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

describe('peerSetting and requiredVariables', () => {
  const schema = z.object({ ONE: envUrl().optional(), MANY: envUrls().optional(), SECRET: z.string() });
  const urls = ['http://127.0.0.1:1', 'http://127.0.0.1:2'];

  it('gives a setting that takes a list every instance, and one that takes one URL the balancer', () => {
    expect(peerSetting(schema, 'MANY', urls, () => 'http://balancer')).toEqual({
      value: urls.join(','),
      spread: true,
    });
    expect(peerSetting(schema, 'ONE', urls, () => 'http://balancer')).toEqual({
      value: 'http://balancer',
      spread: false,
    });
    expect(peerSetting(schema, 'ONE', urls.slice(0, 1), () => 'http://balancer').value).toBe(urls[0]);
  });

  it('lists what a schema cannot do without', () => {
    expect(requiredVariables(schema)).toEqual(['SECRET']);
  });
});

describe('startPeerBalancer', () => {
  const servers: Server[] = [];
  let balancer: PeerBalancer | undefined;
  afterEach(async () => {
    await balancer?.close();
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  });

  async function instance(name: string): Promise<number> {
    const server = createServer((socket) => socket.end(name));
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return (server.address() as { port: number }).port;
  }
  const read = (url: string) =>
    new Promise<string>((resolve, reject) => {
      const { port } = new URL(url);
      const socket = connect({ host: '127.0.0.1', port: Number(port) });
      let text = '';
      socket.on('data', (d) => (text += d));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });

  it('spreads connections over the instances and passes over one that refuses', async () => {
    const a = await instance('a');
    const b = await instance('b');
    // A port nobody listens on: a killed instance.
    const gone = await instance('gone');
    await new Promise((r) => servers.pop()!.close(r));
    balancer = await startPeerBalancer([a, gone, b]);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await read(balancer.url));
    expect(answers.every((x) => x === 'a' || x === 'b')).toBe(true);
    expect(new Set(answers)).toEqual(new Set(['a', 'b']));
  });
});
