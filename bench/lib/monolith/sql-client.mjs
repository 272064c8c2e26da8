// The monolith's two databases (courses and users) on either engine, behind one `query(text, params)` that
// answers rows: node-postgres pools (10 clients, as service-kit opens them) or PGlite data folders.
import path from 'node:path';

export async function openDatabases({ courseUrl, identityUrl, pgliteDir }) {
  if (courseUrl && identityUrl) {
    const { default: pg } = await import('pg');
    const pool = (url) =>
      new pg.Pool({ connectionString: url, max: 10, application_name: 'canopy-bench-monolith' });
    const course = pool(courseUrl);
    const identity = pool(identityUrl);
    return {
      engine: 'postgres',
      course: { query: async (text, params) => (await course.query(text, params)).rows },
      identity: { query: async (text, params) => (await identity.query(text, params)).rows },
      close: () => Promise.all([course.end(), identity.end()]),
    };
  }
  if (!pgliteDir)
    throw new Error('monolith: give COURSE_DATABASE_URL and IDENTITY_DATABASE_URL, or PGLITE_DIR');
  const { PGlite } = await import('@electric-sql/pglite');
  // The extensions Canopy's migrations create (the course catalogue's trigram search index), which PGlite
  // must load to write to those tables; loading one that a database does not use costs nothing.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const open = (name) => PGlite.create(path.join(pgliteDir, name), { extensions: { pg_trgm } });
  // The folders the embedded launcher wrote (DATA_DIR/course, DATA_DIR/identity), opened once it has stopped.
  const course = await open('course');
  const identity = await open('identity');
  return {
    engine: 'pglite',
    course: { query: async (text, params) => (await course.query(text, params)).rows },
    identity: { query: async (text, params) => (await identity.query(text, params)).rows },
    close: () => Promise.all([course.close(), identity.close()]),
  };
}
