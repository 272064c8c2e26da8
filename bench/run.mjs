// `npm run bench`: figures, not assertions. Starts the built platform on PGlite with demo content in a
// throwaway data folder, then measures each scenario with autocannon and prints the results.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-bench-'));
const secret = 'bench-identity-token-secret-0123456789abcdef';
const ports = { gateway: 3900, identity: 3901, course: 3902 };

const platform = spawn(process.execPath, [path.join(root, 'infra/launcher/dist/main.js')], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(ports.gateway),
    IDENTITY_PORT: String(ports.identity),
    COURSE_PORT: String(ports.course),
    IDENTITY_TOKEN_SECRET: secret,
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123',
    LOG_LEVEL: 'warn',
    DEMO: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitFor(url, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function run(title, url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: 10, headers }, (err, result) => {
      if (err) return reject(err);
      resolve({
        title,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}

try {
  await waitFor(`http://127.0.0.1:${ports.gateway}/readyz`);
  await waitFor(`http://127.0.0.1:${ports.course}/healthz`);
  const token = await new SignJWT({ user: null, service: 'bench' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('canopy-gateway')
    .setAudience('canopy-services')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(secret));

  console.log('Catalogue: GET /api/courses, 50 connections, 10 s each (PGlite, demo content)\n');
  const viaGateway = await run('through the gateway', `http://127.0.0.1:${ports.gateway}/api/courses`);
  const direct = await run('direct to the course service', `http://127.0.0.1:${ports.course}/api/courses`, {
    'x-canopy-identity': token,
  });
  for (const r of [viaGateway, direct]) {
    console.log(
      `${r.title.padEnd(30)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.non2xx}  errors ${r.errors}`,
    );
  }
  console.log(`\ngateway / direct throughput ratio: ${(viaGateway.rps / direct.rps).toFixed(2)}`);
} finally {
  platform.kill('SIGTERM');
  await new Promise((r) => platform.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
