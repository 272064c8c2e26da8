import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The committed drizzle-kit migrations. Resolved through the package itself, so it works from src (vitest), from
 * this package's dist bundle and from any other bundle that compiles this package in (the launcher).
 */
export function migrationsFolder(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@canopy/identity-service/package.json')), 'drizzle');
}
