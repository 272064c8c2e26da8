import type { Logger } from 'pino';
import { publicUserSchema, userSchema, type PublicUser } from '@canopy/contracts';
import { createServiceClient, HttpError } from '@canopy/service-kit';
import { z } from 'zod';

/** Accounts, owned by the identity service (read through its `/internal/users` routes with a service token). */
export interface UserDirectory {
  /**
   * Display names (first and last name, else the username) of the given users; users identity does not know are
   * absent. Null when the identity service cannot be asked: callers show no names rather than fail.
   */
  displayNames(userIds: readonly number[], requestId?: string): Promise<Map<number, string> | null>;
  /** The user's email address; null when they have none, are unknown, or identity cannot be asked. */
  email(userId: number): Promise<string | null>;
}

/** Without an identity service: no names, no addresses, nothing fails. */
export const noUserDirectory: UserDirectory = {
  displayNames: async () => null,
  email: async () => null,
};

/** First and last name when there is a first name, else the username. */
export function attendeeName(user: Pick<PublicUser, 'firstName' | 'lastName' | 'username'>): string {
  const full = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return full || user.username;
}

// Identity's batch limit (`MAX_BATCH_IDS`).
const BATCH = 100;
const publicUsersSchema = z.array(publicUserSchema);
const emailSchema = userSchema.pick({ email: true });

export function createIdentityUserDirectory(opts: {
  baseUrl: string;
  secret: string;
  logger: Logger;
  timeoutMs?: number;
}): UserDirectory {
  const client = createServiceClient({
    target: 'identity',
    baseUrl: opts.baseUrl,
    caller: 'live-session',
    secret: opts.secret,
    timeoutMs: opts.timeoutMs ?? 2_000,
  });
  return {
    async displayNames(userIds, requestId) {
      const names = new Map<number, string>();
      const ids = [...new Set(userIds)];
      try {
        for (let i = 0; i < ids.length; i += BATCH) {
          const users = publicUsersSchema.parse(
            await client.get<unknown>(`/internal/users?ids=${ids.slice(i, i + BATCH).join(',')}`, requestId),
          );
          for (const user of users) names.set(user.id, attendeeName(user));
        }
        return names;
      } catch (err) {
        opts.logger.warn({ err }, 'attendee names unavailable from the identity service');
        return null;
      }
    },
    async email(userId) {
      try {
        return emailSchema.parse(await client.get<unknown>(`/internal/users/${userId}`)).email;
      } catch (err) {
        if (!(err instanceof HttpError && err.status === 404))
          opts.logger.warn({ err, userId }, 'email address unavailable from the identity service');
        return null;
      }
    },
  };
}
