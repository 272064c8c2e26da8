export interface InFlight<T> {
  /** Called where the objects are to be compared; resolves once `release()` is called. */
  arrive(item: T): Promise<void>;
  /** The first two that arrived, both still waiting at the same point. */
  readonly both: Promise<[T, T]>;
  release(): void;
}

/**
 * Holds two requests at one point of their handling, so their objects are compared at the same stage: an
 * object gains properties as it goes on (its answer sent, its socket let go), and one that has finished has
 * another hidden class than one still in flight.
 */
export function twoInFlight<T>(): InFlight<T> {
  const arrived: T[] = [];
  let bothIn!: (pair: [T, T]) => void;
  let released!: () => void;
  const both = new Promise<[T, T]>((resolve) => (bothIn = resolve));
  const gate = new Promise<void>((resolve) => (released = resolve));
  return {
    arrive(item) {
      arrived.push(item);
      if (arrived.length === 2) bothIn([arrived[0]!, arrived[1]!]);
      return gate;
    },
    both,
    release: () => released(),
  };
}
