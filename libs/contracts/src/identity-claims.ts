import { z } from 'zod';
import { languageSchema } from './language';
import { roleSchema, userStatusSchema } from './user';

/**
 * What the gateway asserts about the caller in the signed `x-canopy-identity` token.
 * `user` is null for a signed-out visitor; `service` names a service calling another service; `clientAddress` is
 * where the request came from.
 */
export const identityClaimsSchema = z.object({
  user: z
    .object({
      id: z.number().int(),
      username: z.string(),
      role: roleSchema,
      status: userStatusSchema,
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      /** The account's language, so a service can word what it sends (mail, PDF, fixed texts) in it. */
      language: languageSchema.nullable().optional(),
    })
    .nullable(),
  service: z.string().optional(),
  requestId: z.string().optional(),
  /**
   * The client's address as the gateway worked it out (its trust-proxy rule), for per-address limits and audit
   * entries; absent when a service calls for itself.
   */
  clientAddress: z.string().max(64).optional(),
});
export type IdentityClaims = z.infer<typeof identityClaimsSchema>;
export type Identity = NonNullable<IdentityClaims['user']>;

export const IDENTITY_HEADER = 'x-canopy-identity';
export const REQUEST_ID_HEADER = 'x-request-id';
