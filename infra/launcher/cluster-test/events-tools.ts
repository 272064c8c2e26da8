import { execFile } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { findRepoRoot } from '@canopy/gateway';

/** Rows of one statement (or the last of several) on a database of the cluster, through a connection of its own. */
export async function queryDatabase<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = (await client.query<T>(text)) as pg.QueryResult<T> | pg.QueryResult<T>[];
    return Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows;
  } finally {
    await client.end();
  }
}

/** `npm run events -- <args>` as an operator runs it (the same script, through tsx), with `env` added. */
export function eventsCommand(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const root = findRepoRoot();
  return new Promise((resolve) => {
    execFile(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      [path.join(root, 'libs', 'service-kit', 'src', 'bin', 'events.ts'), ...args],
      { cwd: root, env: { ...process.env, ...env }, timeout: 60_000 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
