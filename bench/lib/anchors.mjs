// The two comparison servers as child processes: the bare-Node limit (fixed bytes) and the Express monolith.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, spawnNode, waitForHttp } from './processes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Serves `routes` ({ path: { body: Buffer, contentType } }) from node:http; answers { url, stop }. */
export async function startBare(routes, dir) {
  const file = path.join(dir, 'bare-routes.json');
  const json = Object.fromEntries(
    Object.entries(routes).map(([p, r]) => [
      p,
      { contentType: r.contentType, base64: r.body.toString('base64') },
    ]),
  );
  writeFileSync(file, JSON.stringify(json));
  const port = await freePort();
  const proc = spawnNode(path.join(here, 'bare-server.mjs'), {
    name: 'bare-Node server',
    args: [file],
    env: { PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`, { proc, timeoutMs: 20_000 }).catch(async (e) => {
    await proc.stop();
    throw e;
  });
  return { url, pid: proc.pid, stop: () => proc.stop() };
}

/**
 * The Express + SQL monolith on the very databases Canopy seeded (the same embedded or external PostgreSQL
 * server), with Redis sessions when configured.
 */
export async function startMonolith(spec) {
  const port = await freePort();
  const proc = spawnNode(path.join(here, 'monolith', 'server.mjs'), {
    name: 'monolith',
    env: {
      PORT: String(port),
      COURSE_DATABASE_URL: spec.courseDbUrl,
      IDENTITY_DATABASE_URL: spec.identityDbUrl,
      REDIS_URL: spec.redisUrl,
      REDIS_PREFIX: spec.redisPrefix ? `${spec.redisPrefix}monolith:` : undefined,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`, { proc, timeoutMs: 60_000 }).catch(async (e) => {
    await proc.stop();
    throw e;
  });
  return { url, pid: proc.pid, stop: () => proc.stop() };
}
