import type { JetStreamClient, JetStreamManager, StoredMsg } from '@nats-io/jetstream';
import { DEAD_LETTER_HEADERS as H } from './nats-consumer';
import type { NatsNames } from './nats-names';

/** One message of the dead-letter stream, as `npm run events` shows it. */
export interface DeadLetter {
  /** Its sequence in the dead-letter stream: how `show`, `replay` and `delete` name it. */
  seq: number;
  consumer: string;
  type: string;
  eventId: string | null;
  error: string;
  deliveries: number;
  /** When it was dead-lettered. */
  time: string;
  /** The event as it was delivered (the envelope), or its raw text when it is not JSON. */
  event: unknown;
}

function readDeadLetter(names: NatsNames, m: StoredMsg): DeadLetter {
  const header = (name: string) => m.header.get(name) || '';
  const subjectTail = m.subject.slice(`${names.prefix}.dead.`.length);
  const consumer = header(H.consumer) || subjectTail.split('.')[0]!;
  let event: unknown;
  try {
    event = m.json();
  } catch {
    event = m.string();
  }
  return {
    seq: m.seq,
    consumer,
    type: subjectTail.slice(consumer.length + 1),
    eventId: header(H.eventId) || null,
    error: header(H.error),
    deliveries: Number(header(H.deliveries)) || 0,
    time: m.time.toISOString(),
    event,
  };
}

/** Every dead letter, oldest first. */
export async function listDeadLetters(jsm: JetStreamManager, names: NatsNames): Promise<DeadLetter[]> {
  const { state } = await jsm.streams.info(names.deadStream);
  const out: DeadLetter[] = [];
  if (state.messages === 0) return out;
  // Dead letters are few; a replayed one leaves a gap (no message at that sequence).
  for (let seq = state.first_seq; seq <= state.last_seq && out.length < state.messages; seq++) {
    const m = await jsm.streams.getMessage(names.deadStream, { seq });
    if (m) out.push(readDeadLetter(names, m));
  }
  return out;
}

/** The dead letter a reference names: its sequence (digits), or the id of the event it holds. */
export async function findDeadLetter(
  jsm: JetStreamManager,
  names: NatsNames,
  ref: string,
): Promise<DeadLetter | undefined> {
  if (/^\d+$/.test(ref)) {
    const m = await jsm.streams.getMessage(names.deadStream, { seq: Number(ref) }).catch(() => null);
    return m ? readDeadLetter(names, m) : undefined;
  }
  return (await listDeadLetters(jsm, names)).find((d) => d.eventId === ref);
}

/**
 * Sends a dead letter back to the one consumer that gave it up (`<prefix>.replay.<consumer>.<type>`, which only
 * that service's replay consumer reads), then deletes it from the dead-letter stream. The consumer's inbox
 * still deduplicates, so a replay of an event it did apply meanwhile changes nothing.
 */
export async function replayDeadLetter(
  js: JetStreamClient,
  jsm: JetStreamManager,
  names: NatsNames,
  letter: DeadLetter,
): Promise<void> {
  const body = typeof letter.event === 'string' ? letter.event : JSON.stringify(letter.event);
  await js.publish(names.replaySubject(letter.consumer, letter.type), body, {
    // Two replays of one dead letter (two operators, a retried command) are stored once.
    msgID: `replay:${letter.consumer}:${letter.seq}`,
  });
  await jsm.streams.deleteMessage(names.deadStream, letter.seq);
}

/** Deletes a dead letter without replaying it. */
export async function deleteDeadLetter(jsm: JetStreamManager, names: NatsNames, letter: DeadLetter) {
  await jsm.streams.deleteMessage(names.deadStream, letter.seq);
}
