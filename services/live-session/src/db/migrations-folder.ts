import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The committed drizzle migrations, found through the package itself so it works from src (vitest), from
 * dist/main.js and from a bundle that inlines this service (the launcher): node resolves the package.json.
 */
export function migrationsFolder(): string {
  const pkg = createRequire(import.meta.url).resolve('@canopy/live-session-service/package.json');
  return path.join(path.dirname(pkg), 'drizzle');
}
