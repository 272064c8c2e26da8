// The two comparison servers as child processes: the bare-Node limit (fixed bytes) and the Express monolith.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, spawnNode, waitForHttp } from './processes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Headers of one exchange that Node writes itself for any answer: not replayed. */
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * Serves `routes` ({ path: { body: Buffer, contentType, rawHeaders? } }) from node:http: each body with its
 * Content-Type, and under /as-sent the answer with the header lines Canopy sent; answers { url, stop }.
 */
export async function startBare(routes, dir) {
  const file = path.join(dir, 'bare-routes.json');
  const headLines = (raw) => {
    const out = [];
    for (let i = 0; i < raw.length; i += 2)
      if (!NODE_WRITES.has(raw[i].toLowerCase())) out.push(raw[i], raw[i + 1]);
    return out;
  };
  const json = Object.fromEntries(
    Object.entries(routes).map(([p, r]) => [
      p,
      {
        contentType: r.contentType,
        base64: r.body.toString('base64'),
        ...(r.rawHeaders ? { headers: headLines(r.rawHeaders) } : {}),
      },
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
