// The built launcher (infra/launcher/dist/main.js: every service in one Node process, the gateway in a worker
// thread of it) as a child process on free ports: on the databases whose URLs are given (+ Redis), or, given
// none, on the embedded PostgreSQL server it starts itself in DATA_DIR/postgres on a free port.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, probe, spawnNode, waitForHttp } from './processes.mjs';

/** Whether anything answers HTTP at `url` (any status). */
// Generous: on a busy machine a service that is there can take seconds to answer its first request.
const listening = async (url) => (await probe(`${url}/healthz`, 10_000)) > 0;

export const LAUNCHER = 'infra/launcher/dist/main.js';

/** Every platform service the launcher may host (libs/contracts' platformServices), by its port variable. */
export const SERVICES = {
  identity: 'IDENTITY_PORT',
  course: 'COURSE_PORT',
  forum: 'FORUM_PORT',
  'live-session': 'LIVE_SESSION_PORT',
  content: 'CONTENT_PORT',
};

/** Variables that would switch the launcher to other servers or ports; cleared unless this run sets them. */
const SERVER_VARS = [
  'DATABASE_URL',
  'EMBEDDED_POSTGRES_PORT',
  ...Object.values(SERVICES).map((v) => v.replace('_PORT', '_DATABASE_URL')),
  'REDIS_URL',
];

/** A fresh free port for the gateway and for every service, so runs never meet another platform's defaults. */
async function freePorts() {
  const ports = { gateway: await freePort() };
  for (const name of Object.keys(SERVICES)) ports[name] = await freePort();
  return ports;
}

/**
 * Starts the platform and waits until the gateway's /healthz and then every hosted service's /readyz answer.
 * `secrets` (sessionSecret) are passed in the environment when given; otherwise the launcher makes its own and
 * they are read back from DATA_DIR/secrets.json. The token keys (`keys`, by process) are read from keys.json.
 */
export async function startCanopy(options) {
  // Ports chosen here were free a moment before; another process can take one before the launcher holds it (an
  // outgoing connection's ephemeral port is drawn from the same range). The launcher then refuses to start with
  // "the port is in use", and is started again on new ports, twice at most.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startCanopyOnce(options);
    } catch (err) {
      const taken = /the port is in use/.test(err instanceof Error ? err.message : String(err));
      if (options.ports || !taken || attempt === 3) throw err;
      console.log(`  a chosen port was taken before the launcher held it; starting again on new ports`);
    }
  }
}

async function startCanopyOnce({
  root,
  dataDir,
  databaseUrls = {},
  redisUrl,
  redisPrefix,
  secrets,
  ports,
  env = {},
  onStdout,
}) {
  const script = path.join(root, LAUNCHER);
  if (!existsSync(script)) throw new Error(`${LAUNCHER} not found: run \`npm run build\` first`);
  const p = ports ?? (await freePorts());
  const started = performance.now();
  const spawnedAt = Date.now();
  const proc = spawnNode(script, {
    name: 'canopy launcher',
    onStdout,
    env: {
      ...Object.fromEntries(SERVER_VARS.map((k) => [k, undefined])),
      PORT: String(p.gateway),
      ...Object.fromEntries(Object.entries(SERVICES).map(([name, v]) => [v, String(p[name])])),
      DATA_DIR: dataDir,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...(secrets ? { SESSION_SECRET: secrets.sessionSecret } : {}),
      // One database per service, as in production (`IDENTITY_DATABASE_URL`, `COURSE_DATABASE_URL`, ...).
      ...Object.fromEntries(
        Object.entries(databaseUrls).map(([name, url]) => [
          SERVICES[name].replace('_PORT', '_DATABASE_URL'),
          url,
        ]),
      ),
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix } : {}),
      ...env,
    },
  });
  const urls = Object.fromEntries(
    Object.entries(p).map(([name, port]) => [name, `http://127.0.0.1:${port}`]),
  );
  try {
    // The launcher starts the services one after the other and the gateway last, then prints its banner. It
    // holds its ports with placeholder listeners meanwhile, and a connection made to one of those before the
    // real server listens stalls the start (reserve-port.ts never reads or closes it), so nothing connects
    // before the banner; a launcher that prints none is polled after two minutes all the same.
    await proc.waitForOutput(/Canopy is running/, 120_000);
    await waitForHttp(`${urls.gateway}/healthz`, { proc });
    const healthzMs = performance.now() - started;
    const services = [];
    for (const name of Object.keys(SERVICES)) {
      if (!(await listening(urls[name]))) continue; // a service this build of the launcher does not host
      await waitForHttp(`${urls[name]}/readyz`, { proc });
      services.push(name);
    }
    await waitForHttp(`${urls.gateway}/readyz`, { proc });
    const readyMs = performance.now() - started;
    for (const name of ['identity', 'course'])
      if (!services.includes(name)) throw new Error(`the launcher started no ${name} service`);
    const used = secrets ?? JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
    // The token keys the launcher made, one per process: the bench signs as the gateway with the gateway's.
    const keys = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8'));
    // The banner's "database: embedded PostgreSQL 18 on 127.0.0.1:<port>" when the launcher started its own.
    const banner = /embedded PostgreSQL (\d+) on 127\.0\.0\.1:(\d+)/.exec(proc.output());
    return {
      proc,
      pid: proc.pid,
      urls,
      ports: p,
      services,
      secrets: used,
      keys,
      spawnedAt,
      healthzMs,
      readyMs,
      embeddedPostgres: banner
        ? {
            majorVersion: Number(banner[1]),
            port: Number(banner[2]),
            clusterDir: path.join(dataDir, 'postgres'),
          }
        : null,
      stop: () => proc.stop(),
    };
  } catch (err) {
    await proc.stop();
    throw err;
  }
}
