import type { PasskeySummary, PublicUser, User } from '@canopy/contracts';
import type { PasskeyRecord } from '../stores/passkey-store';
import type { UserRecord } from '../stores/user-store';

/** The user as APIs show it: fields are picked one by one so a hash, reset token or biometric id never leaks. */
export function toUser(record: UserRecord): User {
  return {
    id: record.id,
    username: record.username,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    role: record.role,
    status: record.status,
    approvedBy: record.approvedBy,
    biometricEnabled: record.biometricEnabled,
    createdAt: record.createdAt.toISOString(),
    language: record.language,
  };
}

/** What other services may learn about a user (e.g. a course's instructor). */
export function toPublicUser(record: UserRecord): PublicUser {
  return {
    id: record.id,
    username: record.username,
    firstName: record.firstName,
    lastName: record.lastName,
    role: record.role,
  };
}

/** What may be shown about a passkey: never its public key or credential id. */
export function toPasskeySummary(record: PasskeyRecord): PasskeySummary {
  return {
    id: record.id,
    transports: record.transports,
    createdAt: record.createdAt.toISOString(),
    lastUsedAt: record.lastUsedAt?.toISOString() ?? null,
  };
}
