import { z } from 'zod';
import {
  identityMessages,
  passkeyAuthenticationResponseSchema,
  passkeyLoginOptionsSchema,
  passkeyMessages,
  passkeyRegistrationResponseSchema,
} from '@canopy/contracts';
import { MAX_ID } from '@canopy/service-kit';

/*
 * Bodies of the internal passkey endpoints (the gateway is the only caller): the browser's credential (the
 * shared contract) plus what only the gateway knows — whose passkey it is and which challenge this browser was
 * given.
 */

const userId = z.number({ error: identityMessages.userIdRequired }).int().positive().max(MAX_ID);
const challenge = z
  .string({ error: identityMessages.challengeRequired })
  .min(16, passkeyMessages.invalidChallenge)
  .max(512, passkeyMessages.invalidChallenge)
  .regex(/^[A-Za-z0-9_-]+$/, passkeyMessages.invalidChallenge);

export const registrationOptionsRequestSchema = z.object({ userId });

export const registrationVerificationSchema = z.object({
  userId,
  expectedChallenge: challenge,
  response: passkeyRegistrationResponseSchema,
});

export const authenticationOptionsRequestSchema = passkeyLoginOptionsSchema;

export const authenticationVerificationSchema = z.object({
  expectedChallenge: challenge,
  response: passkeyAuthenticationResponseSchema,
});

export type RegistrationVerification = z.output<typeof registrationVerificationSchema>;
export type AuthenticationVerification = z.output<typeof authenticationVerificationSchema>;
