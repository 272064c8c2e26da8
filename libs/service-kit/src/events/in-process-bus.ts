import type { EventEnvelope } from '@canopy/contracts';
import type { ApplyEvent, ApplyOutcome } from './event-inbox';

/** No instance of the consumer is attached right now (stopped, not started yet): the delivery waits. */
export class ConsumerAbsentError extends Error {}

/**
 * The embedded engine's broker: which services consume which types, and the apply functions of the instances
 * running in this process. It holds no events — those stay in each producer's database (kit_deliveries) until
 * a consumer's handler has committed them — so it is cheap to make and safe to lose with the process.
 *
 * A consumer is declared once (the launcher declares every service it will run before creating any, as a
 * durable JetStream consumer exists before its instances), so events published while it is not attached are
 * kept for it; attaching and detaching follow its instances' start and stop.
 */
export interface InProcessEventBus {
  declare(consumer: string, types: readonly string[]): void;
  /** An instance of `consumer` applying deliveries from now on; the answer detaches it. */
  attach(consumer: string, types: readonly string[], apply: ApplyEvent): () => void;
  /** The declared consumers of a type: one delivery each. */
  consumersOf(type: string): string[];
  /** Consumers with at least one attached instance. */
  attached(): string[];
  /** Hands an event to an attached instance of `consumer` (instances take turns). */
  deliver(consumer: string, event: EventEnvelope): Promise<ApplyOutcome>;
  /** Called when a consumer attaches, so producers deliver what waited for it. */
  onAttach(listener: () => void): () => void;
}

export function createInProcessEventBus(): InProcessEventBus {
  const declared = new Map<string, Set<string>>();
  const instances = new Map<string, ApplyEvent[]>();
  const listeners = new Set<() => void>();
  let turn = 0;

  const declare = (consumer: string, types: readonly string[]) => {
    const set = declared.get(consumer) ?? new Set<string>();
    for (const type of types) set.add(type);
    declared.set(consumer, set);
  };

  return {
    declare,
    attach(consumer, types, apply) {
      declare(consumer, types);
      instances.set(consumer, [...(instances.get(consumer) ?? []), apply]);
      for (const listener of listeners) listener();
      return () => {
        const rest = (instances.get(consumer) ?? []).filter((a) => a !== apply);
        if (rest.length) instances.set(consumer, rest);
        else instances.delete(consumer);
      };
    },
    consumersOf: (type) => [...declared].filter(([, types]) => types.has(type)).map(([name]) => name),
    attached: () => [...instances.keys()],
    async deliver(consumer, event) {
      const live = instances.get(consumer);
      if (!live?.length) throw new ConsumerAbsentError(`${consumer} is not running`);
      return live[turn++ % live.length]!(event);
    },
    onAttach(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
