/** How long the events stream keeps an event: a consumer down for longer than this misses what expired. */
export const EVENT_STREAM_MAX_AGE_MS = 7 * 24 * 3_600_000;
/**
 * Publishes of one message id within this window are stored once: a relay that published and died before
 * marking the row published (or lost the acknowledgement) publishes it again harmlessly.
 */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/**
 * Every stream, subject and consumer name of the JetStream engine, from one prefix (NATS_PREFIX, `canopy`; a
 * test run uses its own, so runs never see each other's events):
 * - stream `CANOPY_EVENTS` holds `canopy.events.<type>` (what relays publish) and `canopy.replay.<service>.<type>`
 *   (a dead letter sent back to the one consumer that gave it up);
 * - stream `CANOPY_DEAD` holds `canopy.dead.<service>.<type>`: the original event, and in headers who gave it up,
 *   why and after how many deliveries;
 * - a consuming service has one durable pull consumer per type it handles, `<service>_<type with _ for .>`, and
 *   one for its replays, `<service>_replay`, each shared by all its instances. (One consumer filtering several
 *   subjects needs NATS 2.10; this works on 2.9 too.)
 */
export interface NatsNames {
  prefix: string;
  eventsStream: string;
  deadStream: string;
  eventSubject(type: string): string;
  replaySubject(service: string, type: string): string;
  replayFilter(service: string): string;
  deadSubject(service: string, type: string): string;
  durable(service: string, type: string): string;
  replayDurable(service: string): string;
  /** The event type a message of the events stream carries (from its subject). */
  typeOf(subject: string): string;
}

/** What NATS_PREFIX may be: one subject token that is also the start of a stream name. */
export const NATS_PREFIX_PATTERN = /^[a-z][a-z0-9_]{0,31}$/i;

export function natsNames(prefix: string): NatsNames {
  if (!NATS_PREFIX_PATTERN.test(prefix)) throw new Error(`"${prefix}" is not a NATS prefix`);
  const stream = prefix.toUpperCase();
  const events = `${prefix}.events.`;
  const replay = `${prefix}.replay.`;
  return {
    prefix,
    eventsStream: `${stream}_EVENTS`,
    deadStream: `${stream}_DEAD`,
    eventSubject: (type) => `${events}${type}`,
    replaySubject: (service, type) => `${replay}${service}.${type}`,
    replayFilter: (service) => `${replay}${service}.>`,
    deadSubject: (service, type) => `${prefix}.dead.${service}.${type}`,
    durable: (service, type) => `${service}_${type.replace(/\./g, '_')}`,
    replayDurable: (service) => `${service}_replay`,
    typeOf(subject) {
      if (subject.startsWith(events)) return subject.slice(events.length);
      // canopy.replay.<service>.<type>: service names have no dots.
      if (subject.startsWith(replay)) return subject.slice(replay.length).split('.').slice(1).join('.');
      return subject;
    },
  };
}
