import { testKeyEnv } from '@canopy/service-kit/testing';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '@canopy/service-kit';
import { loadGatewayThread } from '../src/gateway-thread';
import { buildGatewayThread } from './build-gateway-thread';

// The thread's happy path runs in start-platform.test.ts (platform B); here, the ways it can fail to start.
let workerUrl: URL;
beforeAll(async () => {
  workerUrl = await buildGatewayThread();
}, 60_000);

const baseEnv = {
  LOG_LEVEL: 'silent',
  SIGNING_KEYS: testKeyEnv('gateway').SIGNING_KEYS,
  SESSION_SECRET: 'y'.repeat(48),
  IDENTITY_URL: 'http://127.0.0.1:9',
  COURSE_URL: 'http://127.0.0.1:9',
};

describe('the gateway in a thread of its own', () => {
  it("refuses an invalid configuration with the gateway's ConfigError, and its thread ends", async () => {
    const thread = loadGatewayThread(workerUrl);
    const started = thread.start({ ...baseEnv, PORT: 'not-a-port', SIGNING_KEYS: undefined });
    const err = await started.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).problems.join('\n')).toMatch(/PORT/);
    expect((err as ConfigError).problems.join('\n')).toMatch(/SIGNING_KEYS/);
    await thread.stop(); // idempotent: already ended
  });

  it('reports a port someone else holds, and its thread ends', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const thread = loadGatewayThread(workerUrl);
      const err = await thread.start({ ...baseEnv, PORT: String(port), HOST: '127.0.0.1' }).catch((e) => e);
      expect(err).toMatchObject({ code: 'EADDRINUSE' });
      await thread.stop();
    } finally {
      holder.close();
    }
  });

  it('stops cleanly when it was never started', async () => {
    const thread = loadGatewayThread(workerUrl);
    await thread.stop();
    await expect(thread.start({ ...baseEnv, PORT: '0' })).rejects.toThrow(/exited/);
  });
});
