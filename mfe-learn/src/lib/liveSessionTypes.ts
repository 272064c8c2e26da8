import type { LiveSession, conferenceProviders, liveSessionTypes } from '@canopy/contracts';

export type { LiveSession };
export type LiveSessionTypeName = (typeof liveSessionTypes)[number];
export type ConferenceProviderName = (typeof conferenceProviders)[number];
