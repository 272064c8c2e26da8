import { headers } from '@nats-io/transport-node';
import type { ConsumerMessages, JetStreamClient, JsMsg } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import { EventRejectedError, type ApplyEvent } from './event-inbox';
import type { NatsNames } from './nats-names';
import { backoffMs } from './poll-loop';

/** Headers a dead letter carries beside the original event (its body). */
export const DEAD_LETTER_HEADERS = {
  consumer: 'Canopy-Consumer',
  error: 'Canopy-Error',
  deliveries: 'Canopy-Deliveries',
  subject: 'Canopy-Subject',
  sequence: 'Canopy-Sequence',
  eventId: 'Canopy-Event-Id',
} as const;

export interface ConsumerLoopOptions {
  js: JetStreamClient;
  names: NatsNames;
  service: string;
  durable: string;
  apply: ApplyEvent;
  logger: Logger;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  ackWaitMs: number;
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 1_000);
/** The error's message, its cause's first: a failed query's reason is in its cause, behind the SQL. */
function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  return err.cause instanceof Error ? `${err.cause.message} (${err.message})` : err.message;
}

/**
 * Handles one delivery: applied → acknowledged; refused for good (not an event, a type or payload the
 * contracts reject) or failing on its last allowed delivery → dead-lettered, then terminated; failing before
 * that → negatively acknowledged with a growing delay. A delivery beyond `maxAttempts` was never settled (its
 * instance stopped mid-handling, or dead-lettering failed): it is dead-lettered without running the handler.
 */
export async function settleDelivery(m: JsMsg, opts: ConsumerLoopOptions): Promise<void> {
  const count = m.info.deliveryCount;
  let envelope: unknown;
  try {
    envelope = m.json();
  } catch {
    envelope = undefined;
  }
  if (count > opts.maxAttempts) {
    await deadLetter(m, opts, `not settled after ${count - 1} deliveries`, envelope);
    return;
  }
  // A long handler keeps its delivery: the server would otherwise hand it to another instance after ack_wait.
  const keepAlive = setInterval(() => m.working(), Math.max(500, opts.ackWaitMs / 2));
  try {
    await opts.apply(envelope);
  } catch (err) {
    clearInterval(keepAlive);
    if (err instanceof EventRejectedError || count >= opts.maxAttempts) {
      await deadLetter(m, opts, errorText(err), envelope);
      return;
    }
    const delay = backoffMs(count, opts.retryBaseMs, opts.retryMaxMs);
    opts.logger.warn(
      { err, subject: m.subject, deliveries: count, retryInMs: delay },
      'event handling failed; will retry',
    );
    m.nak(delay);
    return;
  } finally {
    clearInterval(keepAlive);
  }
  // A lost acknowledgement means one more delivery, which the inbox recognises.
  await m.ackAck().catch(() => undefined);
}

async function deadLetter(m: JsMsg, opts: ConsumerLoopOptions, error: string, envelope: unknown) {
  const type = opts.names.typeOf(m.subject);
  const eventId = (envelope as { id?: unknown } | undefined)?.id;
  const h = headers();
  h.set(DEAD_LETTER_HEADERS.consumer, opts.service);
  h.set(DEAD_LETTER_HEADERS.error, oneLine(error) || 'failed');
  h.set(DEAD_LETTER_HEADERS.deliveries, String(m.info.deliveryCount));
  h.set(DEAD_LETTER_HEADERS.subject, m.subject);
  h.set(DEAD_LETTER_HEADERS.sequence, String(m.seq));
  if (typeof eventId === 'string') h.set(DEAD_LETTER_HEADERS.eventId, oneLine(eventId));
  try {
    // One dead letter per stored message and consumer, whichever instance writes it (and however often).
    await opts.js.publish(opts.names.deadSubject(opts.service, type), m.data, {
      headers: h,
      msgID: `${opts.service}:${m.seq}`,
    });
  } catch (err) {
    // Not terminated: the server redelivers it (a few times past maxAttempts), and this is tried again.
    opts.logger.error({ err, subject: m.subject }, 'could not dead-letter an event; will retry');
    m.nak(opts.retryBaseMs);
    return;
  }
  opts.logger.error(
    { subject: m.subject, eventId, consumer: opts.service, deliveries: m.info.deliveryCount, error },
    'event dead-lettered',
  );
  m.term();
}

/**
 * Pulls from one durable consumer until stopped, one message at a time. When the consumer or its stream goes
 * missing (deleted by hand, a server that lost its storage) the pull ends and `recover` (which recreates them)
 * runs before pulling again.
 */
export function startConsumerLoop(opts: ConsumerLoopOptions & { recover: () => Promise<void> }) {
  let stopped = false;
  let messages: ConsumerMessages | undefined;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const done = (async () => {
    let failures = 0;
    while (!stopped) {
      try {
        const consumer = await opts.js.consumers.get(opts.names.eventsStream, opts.durable);
        messages = await consumer.consume({ max_messages: 8, abort_on_missing_resource: true });
        failures = 0;
        for await (const m of messages) {
          // Pulled ahead but not started before the stop: straight back, for another instance.
          if (stopped) m.nak();
          else await settleDelivery(m, opts);
        }
      } catch (err) {
        if (stopped) break;
        failures++;
        opts.logger.warn({ err, consumer: opts.durable }, 'event consumer interrupted; resuming');
      }
      if (stopped) break;
      await pause(backoffMs(failures + 1, opts.retryBaseMs, Math.min(opts.retryMaxMs, 10_000)));
      if (!stopped) await opts.recover().catch(() => undefined);
    }
  })();

  return {
    async stop() {
      stopped = true;
      wake?.();
      messages?.stop();
      await done;
    },
  };
}
