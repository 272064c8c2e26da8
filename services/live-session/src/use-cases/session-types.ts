import type { conferenceProviders, liveSessionStatuses, liveSessionTypes } from '@canopy/contracts';

export type LiveSessionType = (typeof liveSessionTypes)[number];
export type ConferenceProvider = (typeof conferenceProviders)[number];
export type LiveSessionStatus = (typeof liveSessionStatuses)[number];
