import { startRunPostgres } from './test-postgres-server';

/** Vitest `globalSetup`: one embedded PostgreSQL server for the run (see startRunPostgres). */
export default async function setup(): Promise<() => Promise<void>> {
  return startRunPostgres();
}
