import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A service package's committed drizzle-kit migrations (its `drizzle/` folder). Found through the package's
 * own package.json, resolved by name, so it works from src (vitest), from the service's dist bundle and from a
 * bundle that compiles the service in (the launcher), where `import.meta.url` is the bundle's and not the
 * service's. The package must export `./package.json` (every service does).
 */
export function migrationsFolder(packageName: string): string {
  const manifest = createRequire(import.meta.url).resolve(`${packageName}/package.json`);
  return path.join(path.dirname(manifest), 'drizzle');
}
