import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EmbeddedPostgresLogger } from './embedded-postgres-server';

/**
 * A launcher killed without its shutdown (SIGKILL, a crash) leaves its server running, holding the cluster's lock
 * file. It is this cluster's own server, so it is stopped (fast shutdown, data kept) before a new one starts.
 */
export async function stopOrphanedServer(clusterDir: string, logger?: EmbeddedPostgresLogger): Promise<void> {
  let pid: number;
  try {
    pid = Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !(await isPostgres(pid))) return;
  const parent = await parentOf(pid);
  if (parent !== null && parent !== 1 && alive(parent)) {
    // Its launcher (or another command) still runs: this folder is in use, not abandoned.
    throw new Error(
      `The data folder ${clusterDir} is in use by a running platform (PostgreSQL ${pid}, started by process ` +
        `${parent}): stop it first, or use another DATA_DIR.`,
    );
  }
  logger?.warn(
    { pid, clusterDir },
    'stopping an embedded PostgreSQL server left running by an earlier start',
  );
  process.kill(pid, 'SIGINT');
  for (let waited = 0; alive(pid) && waited < 15_000; waited += 50)
    await new Promise((r) => setTimeout(r, 50));
  if (alive(pid)) throw new Error(`The PostgreSQL server ${pid} left running on ${clusterDir} does not stop`);
}

/** Whether a process with this id runs (signal 0 checks without signalling). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The parent of a process (1 once its own parent died), or null where /proc cannot say. */
async function parentOf(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: state, then the parent's id.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

async function isPostgres(pid: number): Promise<boolean> {
  try {
    return (await readFile(`/proc/${pid}/comm`, 'utf8')).trim().startsWith('postgres');
  } catch {
    // No /proc (macOS): the lock file names a live process, which PostgreSQL itself would refuse to start beside.
    return true;
  }
}
