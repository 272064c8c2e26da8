// `node infra/launcher/dist/migrate-main.js [service...]`: applies services' migrations and creates service-kit's
// tables, then exits: a deployment's migration Job or init container (infra/k8s, infra/compose.yaml), so a new
// version's schema is in place before any of its replicas takes traffic. Each service would also migrate at
// start, under the same advisory lock, so running this twice or beside a starting instance is harmless.
import { pino } from 'pino';
import { platformService, platformServiceNames, type PlatformServiceName } from '@canopy/contracts';
import { ConfigError, migrationsFolder, openDatabase } from '@canopy/service-kit';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(platformServiceNames as readonly string[]).includes(name));
if (unknown.length) {
  console.error(`unknown service(s): ${unknown.join(', ')}; one of ${platformServiceNames.join(', ')}`);
  process.exit(2);
}
const services = (asked.length ? asked : platformServiceNames) as PlatformServiceName[];

try {
  for (const name of services) {
    // `{NAME}_DATABASE_URL` when several are migrated at once (compose), else the service's own DATABASE_URL.
    const url = process.env[platformService(name).databaseUrlVariable] ?? process.env.DATABASE_URL;
    const database = await openDatabase({
      service: name,
      schema: {},
      url,
      migrationsFolder: migrationsFolder(`@canopy/${name}-service`),
      logger: logger.child({ service: name }),
    });
    await database.close();
    logger.info({ service: name }, 'migrated');
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
