/** The time, injectable so tests can move it by hand. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
