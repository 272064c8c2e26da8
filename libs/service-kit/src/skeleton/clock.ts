/**
 * The service's notion of now. Use cases ask `deps.clock()` instead of `new Date()` so tests move time by hand
 * (`testClock` in `@canopy/service-kit/testing`) instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
