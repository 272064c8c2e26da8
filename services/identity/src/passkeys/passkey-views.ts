import type { PasskeyRecord } from './passkey-store';

/** What may be shown about a passkey: never its public key or credential id. */
export interface PasskeySummary {
  id: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

export function toPasskeySummary(record: PasskeyRecord): PasskeySummary {
  return {
    id: record.id,
    transports: record.transports,
    createdAt: record.createdAt.toISOString(),
    lastUsedAt: record.lastUsedAt?.toISOString() ?? null,
  };
}
