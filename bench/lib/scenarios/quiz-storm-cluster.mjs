// The quiz storm on `npm run cluster`'s shape (`--only=quiz-storm-cluster`, with TEST_DATABASE_URL and
// TEST_REDIS_URL; NATS from TEST_NATS_URL, else local): two processes of every service and two gateways on the
// machine's PostgreSQL, Redis and NATS under names of the run's own (removed after), the learners split between
// the gateways. Same learners, schedule, figures and check as `quiz-storm`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseUrl } from '../databases.mjs';
import { openDatabases } from '../monolith/sql-client.mjs';
import { startCluster, stopCluster } from './cluster-load.mjs';
import { stormThrough } from './quiz-storm.mjs';

export async function quizStormClusterScenario({ opts, root, log }) {
  if (!opts.databaseUrl || !opts.redisUrl)
    return { notes: ['quiz-storm-cluster: needs TEST_DATABASE_URL and TEST_REDIS_URL (and NATS)'] };
  const prefix = `qs${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-bench-quizstorm-cluster-'));
  const adminUrl = databaseUrl(opts.databaseUrl, 'postgres');
  let cluster;
  let db;
  try {
    log('  starting the cluster (2 instances of every service, 2 gateways)');
    cluster = await startCluster({ root, opts: { ...opts, databaseUrl: adminUrl }, dataDir, prefix });
    db = await openDatabases({
      courseUrl: databaseUrl(adminUrl, `${prefix}_course`),
      identityUrl: databaseUrl(adminUrl, `${prefix}_identity`),
    });
    const label = 'cluster: 2 × every service, 2 gateways, PostgreSQL, Redis, NATS';
    const result = await stormThrough({
      gateways: cluster.gateways,
      db,
      storm: opts.storm,
      engine: 'cluster',
      label,
      log,
    });
    return { result, notes: [] };
  } finally {
    await db?.close();
    await stopCluster({ cluster, adminUrl, redisUrl: opts.redisUrl, prefix, dataDir, log });
  }
}
