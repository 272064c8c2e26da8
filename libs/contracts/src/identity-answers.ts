import { z } from 'zod';
import { userSchema } from './user';

/*
 * Answers of identity's calls that are not a plain `User` (registration's is in auth.ts). The gateway and the
 * identity service build them; the OpenAPI document describes them from here.
 */

/** An answer that only tells something: logout, a deleted user, a newsletter subscription. */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** A passkey as it may be shown: never its public key or credential id. */
export const passkeySummarySchema = z.object({
  id: z.number().int(),
  transports: z.array(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

/**
 * WebAuthn options for `navigator.credentials.create()` / `.get()` (PublicKeyCredentialCreationOptionsJSON /
 * PublicKeyCredentialRequestOptionsJSON). The browser library reads them whole; the gateway keeps the challenge.
 */
export const passkeyOptionsSchema = z
  .looseObject({ challenge: z.string() })
  .describe('WebAuthn options JSON for navigator.credentials.create() or .get(), passed through whole');
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

/** A passkey was registered: the user (fingerprint login now on) and the new passkey. */
export const passkeyRegistrationAnswerSchema = z.object({ user: userSchema, passkey: passkeySummarySchema });
export type PasskeyRegistrationAnswer = z.infer<typeof passkeyRegistrationAnswerSchema>;
