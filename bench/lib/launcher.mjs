// The built embedded launcher (infra/launcher/dist/main.js: gateway + identity + course in one Node process) as
// a child process on free ports, on PGlite in a data folder, or on PostgreSQL (+ Redis) when URLs are given.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, spawnNode, waitForHttp } from './processes.mjs';

export const LAUNCHER = 'infra/launcher/dist/main.js';

/** Variables that would switch the launcher to real servers; cleared unless this run sets them. */
const SERVER_VARS = ['DATABASE_URL', 'IDENTITY_DATABASE_URL', 'COURSE_DATABASE_URL', 'REDIS_URL'];

/**
 * Starts the platform and waits until the gateway's /healthz and every service's /readyz answer.
 * `secrets` (identityTokenSecret, sessionSecret) are passed in the environment when given; otherwise the
 * launcher makes its own and they are read back from DATA_DIR/secrets.json.
 */
export async function startCanopy({
  root,
  dataDir,
  identityDbUrl,
  courseDbUrl,
  redisUrl,
  redisPrefix,
  secrets,
  ports,
  env = {},
}) {
  const script = path.join(root, LAUNCHER);
  if (!existsSync(script)) throw new Error(`${LAUNCHER} not found: run \`npm run build\` first`);
  const p = ports ?? { gateway: await freePort(), identity: await freePort(), course: await freePort() };
  const started = performance.now();
  const proc = spawnNode(script, {
    name: 'canopy launcher',
    env: {
      ...Object.fromEntries(SERVER_VARS.map((k) => [k, undefined])),
      PORT: String(p.gateway),
      IDENTITY_PORT: String(p.identity),
      COURSE_PORT: String(p.course),
      DATA_DIR: dataDir,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...(secrets
        ? { IDENTITY_TOKEN_SECRET: secrets.identityTokenSecret, SESSION_SECRET: secrets.sessionSecret }
        : {}),
      ...(identityDbUrl ? { IDENTITY_DATABASE_URL: identityDbUrl } : {}),
      ...(courseDbUrl ? { COURSE_DATABASE_URL: courseDbUrl } : {}),
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix } : {}),
      ...env,
    },
  });
  const urls = {
    gateway: `http://127.0.0.1:${p.gateway}`,
    identity: `http://127.0.0.1:${p.identity}`,
    course: `http://127.0.0.1:${p.course}`,
  };
  try {
    await waitForHttp(`${urls.gateway}/healthz`, { proc });
    const healthzMs = performance.now() - started;
    for (const u of [urls.identity, urls.course, urls.gateway]) await waitForHttp(`${u}/readyz`, { proc });
    const readyMs = performance.now() - started;
    const used = secrets ?? JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
    return {
      proc,
      pid: proc.pid,
      urls,
      ports: p,
      secrets: used,
      healthzMs,
      readyMs,
      stop: () => proc.stop(),
    };
  } catch (err) {
    await proc.stop();
    throw err;
  }
}
