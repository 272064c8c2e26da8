/** The service's notion of now: injected so tests move time instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
