// The monolith's two databases (courses and users) behind one `query(text, params)` that answers rows:
// node-postgres pools of 10 clients, as service-kit opens them, on whichever server the URLs name (the embedded
// one or an external one).
import pg from 'pg';

export async function openDatabases({ courseUrl, identityUrl }) {
  if (!courseUrl || !identityUrl)
    throw new Error('monolith: give COURSE_DATABASE_URL and IDENTITY_DATABASE_URL');
  const pool = (url) =>
    new pg.Pool({ connectionString: url, max: 10, application_name: 'canopy-bench-monolith' });
  const course = pool(courseUrl);
  const identity = pool(identityUrl);
  return {
    course: { query: async (text, params) => (await course.query(text, params)).rows },
    identity: { query: async (text, params) => (await identity.query(text, params)).rows },
    close: () => Promise.all([course.end(), identity.end()]),
  };
}
