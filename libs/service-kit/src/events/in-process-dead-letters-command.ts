import { sql } from 'drizzle-orm';
import { rowsOf } from '../kit-tables';
import { listDeadDeliveries, reviveDeadDeliveries, type DeadDelivery } from './in-process-delivery';
import type { SqlRunner } from './outbox';

const line = (d: DeadDelivery) =>
  [d.eventId, d.consumer, d.type, d.source || '-', `${d.attempts}x`, d.occurredAt, d.lastError ?? ''].join(
    '\t',
  );

/**
 * `npm run events` without NATS_URL: the in-process engine's dead letters, rows of `kit_deliveries` in the
 * producers' database (DATABASE_URL: a service's, or the one all share). A replay makes them due again; the
 * running services deliver them on their next pass. Refs are event ids (an event may be dead for several
 * consumers; `replay <id> <consumer>` picks one).
 */
export async function runInProcessDeadLettersCommand(
  db: SqlRunner,
  [command, ref, consumer]: string[],
  out: (text: string) => void,
  err: (text: string) => void,
): Promise<number> {
  if (command === 'list') {
    const letters = await listDeadDeliveries(db);
    if (letters.length === 0) out('no dead letters');
    else out(['event\tconsumer\ttype\tsource\tattempts\toccurred\terror', ...letters.map(line)].join('\n'));
    return 0;
  }
  const letters = (await listDeadDeliveries(db)).filter(
    (d) => d.eventId === ref && (!consumer || d.consumer === consumer),
  );
  if (letters.length === 0) {
    err(`no dead letter ${ref}${consumer ? ` for ${consumer}` : ''}`);
    return 1;
  }
  if (command === 'show') {
    out(JSON.stringify(letters, null, 2));
  } else if (command === 'replay') {
    const revived = await reviveDeadDeliveries(db, ref!, consumer);
    out(
      `replayed ${ref} to ${letters.map((d) => d.consumer).join(', ')} (${revived}): delivered on the next pass`,
    );
  } else {
    const deleted = rowsOf(
      await db.execute(sql`
        DELETE FROM kit_deliveries WHERE status = 'dead' AND event_id::text = ${ref!}
          ${consumer ? sql`AND subscriber = ${consumer}` : sql``}
        RETURNING event_id`),
    );
    out(`deleted ${deleted.length} dead letter(s) of ${ref}`);
  }
  return 0;
}
