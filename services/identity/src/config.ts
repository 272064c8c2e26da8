import { z } from 'zod';
import { envFlag, envOrigins } from '@canopy/service-kit';

/** Identity's own environment, merged by createService with the base keys (PORT, DATABASE_URL, ...). */
export const identityConfigSchema = z.object({
  /** Answers POST /internal/auth/test-login with the demo educator. Never enable in production. */
  ENABLE_TEST_LOGIN: envFlag(false),
  /** Creates the documented demo accounts once (see README). */
  DEMO: envFlag(false),
  /** WebAuthn relying party id: the site's host name (no scheme, no port). Passkeys are bound to it. */
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'WEBAUTHN_RP_ID must be a host name, e.g. canopy.example')
    .default('localhost'),
  /** The name authenticators show when a passkey is created. */
  WEBAUTHN_RP_NAME: z.string().min(1).default('Canopy'),
  /** Comma-separated origins the browser may be on when it uses a passkey (the gateway's public URL). */
  WEBAUTHN_ORIGINS: envOrigins({ fallback: ['http://localhost:3000'], atLeastOne: true }),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
