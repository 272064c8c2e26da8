import type { BannerAccount } from './service-factory';

/** What a person starting the platform needs to know, printed once it is ready. */
export function printBanner(opts: {
  url: string;
  dataDir: string;
  accounts: BannerAccount[];
  redis: string;
  /** The embedded PostgreSQL server, or null when every service has a DATABASE_URL. */
  embeddedPostgres?: { port: number; majorVersion: number } | null;
  services: { name: string; port: number }[];
  /** Outgoing mail: the SMTP server's host, or null when mail is kept in identity's local outbox. */
  smtpHost?: string | null;
  demo?: boolean;
}) {
  const lines = [
    '',
    '  Canopy is running',
    `  ${opts.url}`,
    '',
    `  data: ${opts.dataDir}   sessions: ${opts.redis}`,
    opts.embeddedPostgres
      ? `  database: embedded PostgreSQL ${opts.embeddedPostgres.majorVersion} on 127.0.0.1:${opts.embeddedPostgres.port} (${opts.dataDir}/postgres)`
      : '  database: the PostgreSQL server(s) DATABASE_URL names',
    // Ports may have been picked free (0), so say which.
    `  services: ${opts.services.map((s) => `${s.name} :${s.port}`).join('  ')}`,
    opts.smtpHost
      ? `  mail: sent through SMTP (${opts.smtpHost})`
      : `  mail: not sent (no SMTP_URL); kept in the local outbox${opts.demo ? ', which administrators can read (GET /api/admin/outbox)' : ''}`,
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
