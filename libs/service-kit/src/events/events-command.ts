import { connect } from '@nats-io/transport-node';
import { JetStreamApiError, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { z } from 'zod';
import { envUrl } from '../env';
import { loadConfig } from '../config';
import {
  deleteDeadLetter,
  findDeadLetter,
  listDeadLetters,
  replayDeadLetter,
  type DeadLetter,
} from './nats-dead-letters';
import { NATS_PREFIX_PATTERN, natsNames } from './nats-names';
import { runInProcessDeadLettersCommand } from './in-process-dead-letters-command';

export const EVENTS_USAGE = `usage: npm run events -- <command>
  list              the dead letters: sequence, consumer, type, event id, deliveries, error
  show <ref>        one dead letter with its event (ref: its sequence, or the event id)
  replay <ref>      sends it back to the consumer that gave it up, then deletes it
  delete <ref>      deletes it without replaying it
JetStream with NATS_URL (and NATS_PREFIX if not canopy). Without it, the in-process engine's dead letters in
the database DATABASE_URL names (ref: the event id; add a consumer's name to pick one of several).`;

const commandConfigSchema = z.object({
  NATS_URL: envUrl(['nats', 'tls']).optional(),
  DATABASE_URL: envUrl(['postgres', 'postgresql']).optional(),
  NATS_PREFIX: z
    .string()
    .regex(NATS_PREFIX_PATTERN, 'must be a letter then letters, digits or _')
    .default('canopy'),
});

const line = (d: DeadLetter) =>
  [d.seq, d.consumer, d.type, d.eventId ?? '-', `${d.deliveries}x`, d.time, d.error].join('\t');

/**
 * `npm run events`: what operators do with dead letters, on JetStream (NATS_URL) or in a database of the
 * in-process engine (DATABASE_URL). Answers the exit code; writes results to `out` and problems to `err`.
 */
export async function runEventsCommand(
  args: string[],
  env: Record<string, string | undefined>,
  out: (text: string) => void,
  err: (text: string) => void = out,
): Promise<number> {
  const [command, ref] = args;
  const needsRef = ['show', 'replay', 'delete'].includes(command ?? '');
  if (!command || !(command === 'list' || needsRef) || (needsRef && !ref)) {
    err(EVENTS_USAGE);
    return 2;
  }
  const config = loadConfig('events', commandConfigSchema, env);
  if (!config.NATS_URL) {
    if (!config.DATABASE_URL) {
      err("Set NATS_URL (JetStream) or DATABASE_URL (the in-process engine: the producers' database).");
      return 2;
    }
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 1 });
    try {
      return await runInProcessDeadLettersCommand(drizzle(pool), args, out, err);
    } finally {
      await pool.end();
    }
  }
  const names = natsNames(config.NATS_PREFIX);
  const nc = await connect({ servers: config.NATS_URL.split(','), timeout: 5_000 });
  try {
    const jsm = await jetstreamManager(nc);
    if (command === 'list') {
      const letters = await listDeadLetters(jsm, names).catch((e: unknown) => {
        // 10059: no dead-letter stream yet (no service has started on this server and prefix).
        if (e instanceof JetStreamApiError && e.code === 10059) return [];
        throw e;
      });
      if (letters.length === 0) out('no dead letters');
      else out(['seq\tconsumer\ttype\tevent\tdeliveries\ttime\terror', ...letters.map(line)].join('\n'));
      return 0;
    }
    const letter = await findDeadLetter(jsm, names, ref!).catch(() => undefined);
    if (!letter) {
      err(`no dead letter ${ref}`);
      return 1;
    }
    if (command === 'show') {
      out(JSON.stringify(letter, null, 2));
    } else if (command === 'replay') {
      await replayDeadLetter(jetstream(nc), jsm, names, letter);
      out(`replayed ${letter.seq} (event ${letter.eventId ?? '?'}) to ${letter.consumer}`);
    } else {
      await deleteDeadLetter(jsm, names, letter);
      out(`deleted ${letter.seq}`);
    }
    return 0;
  } finally {
    await nc.close();
  }
}
