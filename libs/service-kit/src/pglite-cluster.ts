import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** The folder, beside the services' own, that holds one freshly initialised cluster to copy from. */
const TEMPLATE_FOLDER = '.pglite-template';

const templates = new Map<string, Promise<string>>();
let sharedRoot: string | undefined;

/**
 * Tests: every new data folder in this process copies the template kept under `root` (made once, by whichever
 * process on the machine gets there first), instead of initialising one per data root — test files each make a
 * fresh temporary root, and initdb cost each of them seconds.
 */
export function shareClusterTemplate(root: string | undefined): void {
  sharedRoot = root;
}

/**
 * Gives a new PGlite data folder its cluster before PGlite opens it.
 *
 * initdb is PGlite's memory peak (about 700 MB of WebAssembly memory that stays with the process once touched), and
 * every service with a new folder ran it again. Instead, one cluster per data root is initialised in a worker thread
 * — its memory goes back to the system when the worker ends — and each new service folder starts as a copy of it
 * (a closed cluster is plain files; which copy it came from does not matter to PostgreSQL). Measured with five
 * services: 1.06 GB → about 0.5 GB resident after a fresh start. A folder that already holds a cluster is left alone.
 */
export async function preparePgliteCluster(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  if (existsSync(dir) && readdirSync(dir).length > 0) return; // not ours to fill: let PGlite say what is wrong
  const root = sharedRoot ?? path.dirname(dir);
  let template = templates.get(root);
  if (!template) {
    template = initialiseTemplate(root);
    templates.set(root, template);
    template.catch(() => templates.delete(root));
  }
  const source = await template;
  mkdirSync(dir, { recursive: true });
  cpSync(source, dir, { recursive: true });
}

async function initialiseTemplate(root: string): Promise<string> {
  const target = path.join(root, TEMPLATE_FOLDER);
  if (existsSync(path.join(target, 'PG_VERSION'))) return target;
  // Initialised under a temporary name and renamed when complete, so an interrupted start never leaves a
  // half-made template behind to be copied.
  const scratch = `${target}-${process.pid}-${Date.now()}`;
  mkdirSync(scratch, { recursive: true });
  try {
    await initdbInWorker(scratch);
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
  // Another process may have finished one meanwhile (a shared template) and be copying from it: keep theirs.
  if (existsSync(path.join(target, 'PG_VERSION'))) {
    rmSync(scratch, { recursive: true, force: true });
    return target;
  }
  rmSync(target, { recursive: true, force: true }); // an unfinished leftover, never a complete template
  try {
    renameSync(scratch, target);
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    if (!existsSync(path.join(target, 'PG_VERSION'))) throw error;
  }
  return target;
}

function initdbInWorker(dir: string): Promise<void> {
  // The worker imports PGlite by file URL: an eval'd worker has no module of its own to resolve a package from.
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const source = `
    const { workerData, parentPort } = require('node:worker_threads');
    import(workerData.pglite)
      .then(async ({ PGlite }) => {
        const db = await PGlite.create(workerData.dir);
        await db.close();
        parentPort.postMessage('ready');
      })
      .catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: { dir, pglite } });
    worker.once('message', (message: unknown) => {
      void worker.terminate();
      if (message === 'ready') resolve();
      else reject(new Error(`PGlite could not initialise ${dir}: ${(message as { error: string }).error}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`PGlite's initdb worker exited with code ${code}`));
    });
  });
}
