import { withAdvisoryLock } from './advisory-lock';
import type { Database } from './database';
import { analyzeIfNeverAnalysed } from './planner-statistics';

/**
 * What a service does after its migrations and before it listens: its `onReady` (e.g. demo content), by one
 * instance of the service at a time (an advisory lock on its database: two first instances starting together never
 * both seed what each found missing), then the planner statistics of a database never analysed.
 */
export async function runStartUpTasks(opts: {
  service: string;
  db: Database<Record<string, unknown>>;
  onReady?: () => Promise<void>;
}): Promise<void> {
  const { onReady } = opts;
  if (onReady) await withAdvisoryLock(opts.db, `canopy-on-ready:${opts.service}`, onReady);
  await analyzeIfNeverAnalysed(opts.db);
}
