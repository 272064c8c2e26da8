// The anchor: the plain build a small team would write — one Express 5 app, express-session (connect-redis with
// REDIS_URL, else memorystore), and SQL against PostgreSQL (node-postgres), serving the same reads as Canopy.
// The signed-in check is the usual one: load the session, then read the user row (passport-style).
// Run as a child process: PORT, COURSE_DATABASE_URL and IDENTITY_DATABASE_URL; REDIS_URL, REDIS_PREFIX,
// SESSION_SECRET optional.
import { verify } from '@node-rs/argon2';
import { RedisStore } from 'connect-redis';
import express from 'express';
import session from 'express-session';
import { Redis } from 'ioredis';
import createMemoryStore from 'memorystore';
import { openDatabases } from './sql-client.mjs';
import * as q from './queries.mjs';

const env = process.env;
const db = await openDatabases({
  courseUrl: env.COURSE_DATABASE_URL,
  identityUrl: env.IDENTITY_DATABASE_URL,
});

/** connect-redis 9 speaks node-redis's API; these are the calls it makes, on ioredis. */
function redisSessionClient(redis) {
  return {
    get: (key) => redis.get(key),
    set: (key, value, opts) =>
      opts?.expiration ? redis.set(key, value, 'EX', opts.expiration.value) : redis.set(key, value),
    expire: (key, seconds) => redis.expire(key, seconds),
    del: (keys) => redis.del(...(Array.isArray(keys) ? keys : [keys])),
    mGet: (keys) => redis.mget(...keys),
  };
}

let redis;
let store;
if (env.REDIS_URL) {
  redis = new Redis(env.REDIS_URL);
  store = new RedisStore({
    client: redisSessionClient(redis),
    prefix: `${env.REDIS_PREFIX ?? 'canopy_bench:'}sess:`,
  });
} else {
  const MemoryStore = createMemoryStore(session);
  store = new MemoryStore({ checkPeriod: 60_000, max: 10_000 });
}

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '16kb' }));
app.use(
  '/api',
  session({
    name: 'bench.sid',
    secret: env.SESSION_SECRET ?? 'canopy-bench-monolith-session-secret-0123456789',
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', maxAge: 60 * 60_000 },
  }),
);

const idOf = (raw) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};
const notFound = (res) => res.status(404).json({ message: 'Not found' });

/** Signed in: the session names a user who still exists and is active (one row read per request). */
async function requireUser(req, res, next) {
  const id = req.session.userId;
  if (!id) return res.status(401).json({ message: 'Not authenticated' });
  const user = await q.userById(db, id);
  if (!user || user.status === 'suspended' || user.status === 'rejected') {
    return req.session.destroy(() => res.status(401).json({ message: 'Not authenticated' }));
  }
  req.user = user;
  next();
}

/** The viewer on public routes: anyone, with their completions when a session says who they are. */
const viewerId = (req) => req.session?.userId ?? null;

app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));

app.post('/api/login', async (req, res) => {
  const { username, password } = req.body ?? {};
  const row = typeof username === 'string' ? await q.userForSignIn(db, username) : null;
  const ok =
    row && typeof password === 'string' && (await verify(row.password_hash, password).catch(() => false));
  if (!ok) return res.status(401).json({ message: 'Invalid username or password' });
  req.session.regenerate((err) => {
    if (err) return res.status(503).json({ message: 'Sessions unavailable' });
    req.session.userId = row.id;
    req.session.save(() => res.json(q.toUser(row)));
  });
});

app.get('/api/user', requireUser, (req, res) => res.json(req.user));
app.get('/api/categories', async (_req, res) => res.json(await q.listCategories(db)));
app.get('/api/courses', async (req, res) => {
  const number = idOf(req.query.page);
  const size = Math.min(idOf(req.query.pageSize) ?? 12, 48);
  res.json(await q.listCourses(db, number ? { number, size } : undefined));
});
app.get('/api/courses/:id', async (req, res) => {
  const id = idOf(req.params.id);
  const detail = id && (await q.courseDetail(db, id));
  return detail ? res.json(detail) : notFound(res);
});
app.get('/api/courses/:id/outline', async (req, res) => {
  const id = idOf(req.params.id);
  const outline = id && (await q.courseOutline(db, id, viewerId(req)));
  return outline ? res.json(outline) : notFound(res);
});
app.get('/api/courses/:id/progress', requireUser, async (req, res) => {
  const id = idOf(req.params.id);
  const progress = id && (await q.courseProgress(db, req.user.id, id));
  return progress ? res.json(progress) : notFound(res);
});
app.get('/api/enrollments', requireUser, async (req, res) =>
  res.json(await q.listEnrollments(db, req.user.id)),
);

app.use((err, _req, res, _next) => {
  console.error(err);
  res.status(500).json({ message: 'Internal error' });
});

const server = app.listen(Number(env.PORT ?? 0), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  Promise.resolve(db.close())
    .catch(() => {})
    .finally(() => {
      redis?.disconnect();
      process.exit(0);
    });
});
