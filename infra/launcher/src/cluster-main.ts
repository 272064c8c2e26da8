// `npm run cluster`: every service as separate processes (two each) and two gateways on the machine's PostgreSQL,
// Redis and NATS (see cluster/start-cluster.ts); Ctrl-C or SIGTERM stops them all.
import { ConfigError } from '@canopy/service-kit';
import { printClusterBanner } from './cluster/cluster-banner';
import { startCluster, type Cluster } from './cluster/start-cluster';
import { PortInUseError } from './reserve-port';

const starting = new AbortController();
let cluster: Cluster | undefined;
let stopping = false;

const shutdown = () => {
  if (stopping) return;
  stopping = true;
  if (!cluster) return starting.abort();
  process.stdout.write('\n  stopping the cluster...\n');
  void cluster.stop().then(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

try {
  cluster = await startCluster({
    env: process.env,
    signal: starting.signal,
    onUnexpectedExit(p, how) {
      process.stderr.write(
        `\n  ${p.name} exited (${how.signal ?? `code ${how.code}`}); the other instances carry on. ` +
          `Its log: ${p.logFile}\n${p.logTail(10)}\n`,
      );
    },
  });
} catch (err) {
  if (starting.signal.aborted) process.exit(0);
  const plain = err instanceof ConfigError || err instanceof PortInUseError;
  console.error(plain || err instanceof Error ? (err as Error).message : err);
  process.exit(1);
}
if (stopping) {
  // A signal arrived while the last process was starting.
  await cluster.stop();
  process.exit(0);
}
printClusterBanner(cluster);
