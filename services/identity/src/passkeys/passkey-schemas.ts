import { z } from 'zod';

/*
 * Bodies of the internal passkey endpoints. The browser's credential JSON (from @simplewebauthn/browser) is
 * checked for shape and size only; its content is verified cryptographically by @simplewebauthn/server.
 */

const base64url = (max: number) =>
  z
    .string({ error: 'Invalid passkey response' })
    .min(1, 'Invalid passkey response')
    .max(max, 'Invalid passkey response')
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Invalid passkey response');

const userId = z.number({ error: 'userId is required' }).int().positive().max(2_147_483_647);
const challenge = z
  .string({ error: 'expectedChallenge is required' })
  .min(16, 'Invalid challenge')
  .max(512, 'Invalid challenge')
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid challenge');

const credentialBase = {
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key', { error: 'Invalid passkey response' }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

export const registrationResponseSchema = z.object({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

export const authenticationResponseSchema = z.object({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(2048),
    userHandle: base64url(512).optional(),
  }),
});

export const registrationOptionsRequestSchema = z.object({ userId });

export const registrationVerificationSchema = z.object({
  userId,
  expectedChallenge: challenge,
  response: registrationResponseSchema,
});

export const authenticationOptionsRequestSchema = z.object({
  username: z.string().trim().min(1).max(64).optional(),
});

export const authenticationVerificationSchema = z.object({
  expectedChallenge: challenge,
  response: authenticationResponseSchema,
});

export type RegistrationVerification = z.output<typeof registrationVerificationSchema>;
export type AuthenticationVerification = z.output<typeof authenticationVerificationSchema>;
