import { z } from 'zod';
import {
  passkeyAuthenticationResponseSchema,
  passkeyLoginOptionsSchema,
  passkeyMessages,
  passkeyRegistrationResponseSchema,
} from '@canopy/contracts';

/*
 * Bodies of the internal passkey endpoints: the browser's credential (the shared contract) plus what only the
 * gateway knows — whose passkey it is and which challenge this browser was given.
 */

const userId = z.number({ error: 'userId is required' }).int().positive().max(2_147_483_647);
const challenge = z
  .string({ error: 'expectedChallenge is required' })
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
