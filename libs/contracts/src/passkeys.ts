import { z } from 'zod';

export const passkeyMessages = {
  invalidResponse: 'Invalid passkey response',
  invalidChallenge: 'Invalid challenge',
  noRequest: 'No passkey request is in progress, or it has expired. Please try again.',
} as const;

/*
 * The browser's credential JSON (what @simplewebauthn/browser returns), checked for shape and size; its content is
 * verified cryptographically by the identity service.
 */
const base64url = (max: number) =>
  z
    .string({ error: passkeyMessages.invalidResponse })
    .min(1, passkeyMessages.invalidResponse)
    .max(max, passkeyMessages.invalidResponse)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, passkeyMessages.invalidResponse);

const credentialBase = {
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key', { error: passkeyMessages.invalidResponse }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

/** POST /api/passkeys/register/verify — a new passkey's attestation. */
export const passkeyRegistrationResponseSchema = z.object(
  {
    ...credentialBase,
    response: z.looseObject({
      clientDataJSON: base64url(4096),
      attestationObject: base64url(16_384),
      transports: z.array(z.string().max(32)).max(10).optional(),
    }),
  },
  { error: passkeyMessages.invalidResponse },
);

/** POST /api/passkeys/login/verify — a signed assertion. */
export const passkeyAuthenticationResponseSchema = z.object(
  {
    ...credentialBase,
    response: z.looseObject({
      clientDataJSON: base64url(4096),
      authenticatorData: base64url(4096),
      signature: base64url(2048),
      userHandle: base64url(512).optional(),
    }),
  },
  { error: passkeyMessages.invalidResponse },
);

/** POST /api/passkeys/login/options — usernameless when no username is given. */
export const passkeyLoginOptionsSchema = z.object({
  username: z
    .string({ error: 'Username must be text' })
    .trim()
    .max(64, 'Username is too long')
    .optional()
    .transform((v) => v || undefined),
});

export type PasskeyRegistrationResponse = z.output<typeof passkeyRegistrationResponseSchema>;
export type PasskeyAuthenticationResponse = z.output<typeof passkeyAuthenticationResponseSchema>;
