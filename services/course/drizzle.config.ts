import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @canopy/course-service` writes SQL migrations into drizzle/ (committed);
// the service applies them at start, on the launcher's embedded PostgreSQL and any other server alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
