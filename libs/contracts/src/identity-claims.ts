import { z } from 'zod';
import { roleSchema, userStatusSchema } from './user';

/**
 * What the gateway asserts about the caller in the signed `x-canopy-identity` token.
 * `user` is null for a signed-out visitor; `service` names a service calling another service.
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
    })
    .nullable(),
  service: z.string().optional(),
  requestId: z.string().optional(),
});
export type IdentityClaims = z.infer<typeof identityClaimsSchema>;
export type Identity = NonNullable<IdentityClaims['user']>;

export const IDENTITY_HEADER = 'x-canopy-identity';
export const REQUEST_ID_HEADER = 'x-request-id';
