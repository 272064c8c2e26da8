import { nanos } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type ConsumerConfig,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import { DUPLICATE_WINDOW_MS, EVENT_STREAM_MAX_AGE_MS, type NatsNames } from './nats-names';

/** The stream named `name` with this configuration, whether it exists (with another one) or not. */
async function ensureStream(jsm: JetStreamManager, config: Partial<StreamConfig> & { name: string }) {
  try {
    await jsm.streams.add(config);
  } catch (err) {
    // 10058: the stream exists with another configuration (an older version's, a changed setting).
    if (!(err instanceof JetStreamApiError) || err.code !== 10058) throw err;
    await jsm.streams.update(config.name, config);
  }
}

/** Both streams, created or brought to this configuration; safe to run from every instance at every start. */
export async function ensureStreams(jsm: JetStreamManager, names: NatsNames): Promise<void> {
  await ensureStream(jsm, {
    name: names.eventsStream,
    subjects: [`${names.prefix}.events.>`, `${names.prefix}.replay.>`],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: nanos(EVENT_STREAM_MAX_AGE_MS),
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
  });
  // Dead letters stay until they are replayed or deleted (`npm run events`).
  await ensureStream(jsm, {
    name: names.deadStream,
    subjects: [`${names.prefix}.dead.>`],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
  });
}

export interface ConsumerTimings {
  /** Deliveries a handler gets before the event is dead-lettered (EVENT_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** Unacknowledged this long (its instance died mid-handling), a delivery is made again. */
  ackWaitMs: number;
}

/** A durable consumer per handled type, and the service's replay consumer: name → filter subject. */
export function consumersOf(names: NatsNames, service: string, types: readonly string[]) {
  return new Map<string, string>([
    ...types.map((type) => [names.durable(service, type), names.eventSubject(type)] as const),
    [names.replayDurable(service), names.replayFilter(service)],
  ]);
}

/**
 * Creates (or updates) the service's durable consumers. They deliver from the start of the stream, so events
 * published before a consumer first existed are not missed; explicit acknowledgement; the server stops
 * redelivering a few deliveries after `maxAttempts`, a bound for when dead-lettering itself keeps failing
 * (the consumer dead-letters at `maxAttempts`, see nats-consumer.ts).
 */
export async function ensureConsumers(
  jsm: JetStreamManager,
  names: NatsNames,
  service: string,
  types: readonly string[],
  timings: ConsumerTimings,
): Promise<Map<string, string>> {
  const wanted = consumersOf(names, service, types);
  for (const [durable, filter] of wanted) {
    const config: Partial<ConsumerConfig> = {
      durable_name: durable,
      filter_subject: filter,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(timings.ackWaitMs),
      max_deliver: timings.maxAttempts + 3,
      max_ack_pending: 1_000,
    };
    try {
      await jsm.consumers.add(names.eventsStream, config);
    } catch (err) {
      if (!(err instanceof JetStreamApiError)) throw err;
      await jsm.consumers.update(names.eventsStream, durable, {
        ack_wait: config.ack_wait,
        max_deliver: config.max_deliver,
        max_ack_pending: config.max_ack_pending,
      });
    }
  }
  return wanted;
}
