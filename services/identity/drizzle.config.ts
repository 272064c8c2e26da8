import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes SQL migrations to ./drizzle (committed; applied by the service at start).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
