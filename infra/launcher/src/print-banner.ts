import type { BannerAccount } from './service-factory';

/** What a person starting the platform needs to know, printed once it is ready. */
export function printBanner(opts: {
  url: string;
  dataDir: string;
  accounts: BannerAccount[];
  redis: string;
  services: { name: string; port: number }[];
}) {
  const lines = [
    '',
    '  Canopy is running',
    `  ${opts.url}`,
    '',
    `  data: ${opts.dataDir}   sessions: ${opts.redis}`,
    // Ports may have been picked free (0), so say which.
    `  services: ${opts.services.map((s) => `${s.name} :${s.port}`).join('  ')}`,
  ];
  if (opts.accounts.length) {
    lines.push('', '  Demo accounts (username / password):');
    for (const a of opts.accounts)
      lines.push(
        `    ${a.role.padEnd(9)} ${a.username.padEnd(18)} ${a.password}${a.status === 'active' ? '' : `  (${a.status})`}`,
      );
  }
  lines.push('');
  process.stdout.write(lines.join('\n') + '\n');
}
