import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import {
  createTestDatabase,
  testKeyEnv,
  testApi,
  type TestEngine,
  serviceMigrations,
} from '@canopy/service-kit/testing';
import { createContentService, type ContentService, type ContentServiceOptions } from '../src/index';

/** One instance of the content service: its own process state and disk (DATA_DIR), the shared database. */
export interface ContentInstance {
  service: ContentService;
  api: ReturnType<typeof testApi>;
  dataDir: string;
  /** The folder an older version kept uploads in (`${DATA_DIR}/content-uploads`). */
  uploadDir: string;
  stop(): Promise<void>;
}

/**
 * A throwaway database of `engine` that several content instances share, as a deployment with replicas does.
 * Each instance gets its own data folder unless given one (a restart on the same disk).
 */
export async function sharedContentDatabase(engine: TestEngine) {
  const db = await createTestDatabase(engine, 'content-shared', serviceMigrations('content'));
  const dataDirs: string[] = [];
  return {
    async instance(
      opts: { dataDir?: string; env?: Record<string, string>; jobs?: ContentServiceOptions['jobs'] } = {},
    ): Promise<ContentInstance> {
      const dataDir = opts.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'content-instance-')));
      dataDirs.push(dataDir);
      const service = await createContentService({
        env: {
          ...db.env,
          DATA_DIR: dataDir,
          ...testKeyEnv('content'),
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          ...opts.env,
        },
        logger: pino({ level: 'silent' }),
        jobs: opts.jobs,
      });
      return {
        service,
        api: testApi(service.app),
        dataDir,
        uploadDir: path.join(dataDir, 'content-uploads'),
        stop: () => service.stop(),
      };
    },
    async cleanup() {
      await db.cleanup();
      await Promise.all(dataDirs.map((d) => rm(d, { recursive: true, force: true })));
    },
  };
}
