import type { Database } from '@canopy/service-kit';
import type { LiveSessionSchema } from '../db/schema';

/** The service's database, or a transaction on it: stores take either. */
export type LiveSessionDb = Database<LiveSessionSchema>;
