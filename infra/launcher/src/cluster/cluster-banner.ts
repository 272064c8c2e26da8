import { databaseNameOf } from './cluster-databases';
import type { Cluster } from './start-cluster';

/** Where each engine and process is, printed once every process is ready. Never prints credentials. */
export function clusterBanner(cluster: Cluster): string {
  const host = (url: string) => new URL(url).host;
  const { config } = cluster;
  const lines = [
    '',
    '  Canopy is running as a cluster',
    ...cluster.gateways.map(
      (g, i) => `  ${i === 0 ? cluster.publicUrl.padEnd(24) : ''.padEnd(24)}${g.name} ${g.url}`,
    ),
    '',
    `  postgres: ${host(config.DATABASE_URL)}  databases: ${cluster.services.map((s) => databaseNameOf(s.databaseUrl)).join(', ')}`,
    `  redis: ${host(config.REDIS_URL)}   nats: ${host(config.NATS_URL)} (JetStream)`,
    '  services:',
    ...cluster.services.map(
      (s) => `    ${s.name.padEnd(13)} ${s.instances.map((i) => `:${i.port} (pid ${i.pid})`).join('  ')}`,
    ),
    `  data: ${cluster.dataDir}   logs: ${cluster.logDir}`,
  ];
  if (cluster.accounts.length) {
    lines.push('', '  Demo accounts (username / password):');
    for (const a of cluster.accounts) {
      lines.push(
        `    ${a.role.padEnd(9)} ${a.username.padEnd(18)} ${a.password}${a.status === 'active' ? '' : `  (${a.status})`}`,
      );
    }
  }
  lines.push('', '  Ctrl-C stops every process.', '');
  return lines.join('\n');
}

export function printClusterBanner(cluster: Cluster): void {
  process.stdout.write(clusterBanner(cluster) + '\n');
}
