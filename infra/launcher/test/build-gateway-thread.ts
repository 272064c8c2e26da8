import { execFile } from 'node:child_process';
import { mkdtemp, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const launcherDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(launcherDir, '..', '..');

/**
 * Builds src/gateway-thread-main.ts as `npm run build` does (tools/build-node.mjs), for a test that runs the
 * gateway in its own thread before the launcher is built. The output goes under the launcher's own node_modules,
 * so its npm imports resolve as they do from dist/: the launcher's copies first (lru-cache 11), then the root's.
 */
export async function buildGatewayThread(): Promise<URL> {
  const cache = path.join(launcherDir, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const outdir = await mkdtemp(path.join(cache, 'canopy-gateway-thread-'));
  await promisify(execFile)(
    process.execPath,
    [path.join(repoRoot, 'tools', 'build-node.mjs'), `--outdir=${outdir}`, 'src/gateway-thread-main.ts'],
    { cwd: launcherDir },
  );
  return pathToFileURL(path.join(outdir, 'gateway-thread-main.js'));
}
