import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Client as AdminClient } from 'pg';
import { pino } from 'pino';
import { advisoryLockKey } from '../advisory-lock';
import { openDatabase } from '../database';
import { migrationsFolder } from '../skeleton/migrations-folder';

/** A service's migrations, to give a test database its schema by copying a database that already has it. */
export interface MigratedTemplate {
  /** The service name createService is given (it names the migrations table and the kit tables' rows). */
  service: string;
  /** Its drizzle folder (`migrationsFolder('@canopy/…-service')`). */
  migrationsFolder: string;
}

/** The migrations of the Canopy service named `service` (its package is `@canopy/<service>-service`). */
export function serviceMigrations(service: string): MigratedTemplate {
  return { service, migrationsFolder: migrationsFolder(`@canopy/${service}-service`) };
}

/** The migrations' own bytes, so a template made from other migrations is never copied. */
async function migrationsDigest(folder: string): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(folder)).filter((f) => f.endsWith('.sql')).sort();
  for (const file of [...files, path.join('meta', '_journal.json')]) {
    hash.update(file).update(await readFile(path.join(folder, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * The name of a database on the admin connection's server holding `template`'s migrations, made there once
 * (per server and set of migrations) by the service's own openDatabase. Migrating a fresh database was most of
 * a test service's start (about 1 s of the course service's under CI's load, against 0.4 s to copy one);
 * the service still runs its migrations and kit tables at open, which then find everything in place.
 */
export async function migratedTemplate(
  admin: AdminClient,
  adminUrl: string,
  template: MigratedTemplate,
): Promise<string> {
  const prefix = `canopy_tpl_${template.service.replace(/\W/g, '_')}_`;
  const name = `${prefix}${await migrationsDigest(template.migrationsFolder)}`;
  const exists = async () =>
    ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
  if (await exists()) return name;
  // Test processes of one run (and runs side by side on one server) make it one at a time.
  const key = advisoryLockKey(`canopy-test-template:${name}`).toString();
  await admin.query('SELECT pg_advisory_lock($1::bigint)', [key]);
  try {
    if (await exists()) return name;
    const making = `${name}_making`;
    await admin.query(`DROP DATABASE IF EXISTS "${making}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${making}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${making}`;
    const db = await openDatabase({
      service: template.service,
      schema: {},
      url: url.toString(),
      migrationsFolder: template.migrationsFolder,
      logger: pino({ level: 'silent' }),
    });
    await db.close();
    await admin.query(`ALTER DATABASE "${making}" RENAME TO "${name}"`);
    await admin.query(`ALTER DATABASE "${name}" IS_TEMPLATE true`);
    // Templates of this service's earlier migrations (a server kept between runs): dropped when nothing uses them.
    const stale = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname ~ $1 AND datname <> $2',
      [`^${prefix}[0-9a-f]{12}$`, name],
    );
    for (const row of stale.rows) {
      await admin
        .query(`ALTER DATABASE "${row.datname}" IS_TEMPLATE false`)
        .then(() => admin.query(`DROP DATABASE IF EXISTS "${row.datname}"`))
        .catch(() => undefined);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1::bigint)', [key]);
  }
  return name;
}
