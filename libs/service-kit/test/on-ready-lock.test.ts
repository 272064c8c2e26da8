import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService, type RunningService } from '../src';
import { createTestDatabase, testEngines, testKeyEnv, type TestDatabase } from '../src/testing';

/**
 * Two first instances of a service starting together on one database (a cluster's or a deployment's first
 * start): their start-up work (demo seeding) runs one after the other, never interleaved.
 */
describe.each(testEngines())('start-up work of instances starting together (%s)', (engine) => {
  let database: TestDatabase;
  const services: RunningService<unknown, Record<string, unknown>, unknown>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine, 'onready');
  });
  afterAll(async () => {
    for (const s of services) await s.stop();
    await database?.cleanup();
  });

  it('runs onReady in one instance at a time', async () => {
    const steps: string[] = [];
    const instance = (who: string) =>
      createService(
        {
          name: 'seeded',
          defaultPort: 0,
          schema: {},
          deps: () => ({}),
          routes() {},
          async onReady() {
            steps.push(`${who} starts`);
            await new Promise((r) => setTimeout(r, 300));
            steps.push(`${who} ends`);
          },
        },
        {
          logger: pino({ level: 'silent' }),
          env: { ...database.env, ...testKeyEnv('kit'), NODE_ENV: 'test' },
        },
      );
    services.push(...(await Promise.all([instance('A'), instance('B')])));
    expect(steps).toHaveLength(4);
    // Whichever got the lock first finished before the other began.
    expect(steps[1]).toBe(steps[0]!.replace('starts', 'ends'));
    expect(steps[2]).toMatch(/starts$/);
  });
});
