import { z } from 'zod';

const originList = z
  .string()
  .default('http://localhost:3000')
  .transform((v, ctx) => {
    const origins: string[] = [];
    for (const raw of v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      try {
        const u = new URL(raw);
        if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('scheme');
        origins.push(u.origin);
      } catch {
        ctx.addIssue({ code: 'custom', message: `"${raw}" is not an http(s) origin` });
      }
    }
    if (origins.length === 0) ctx.addIssue({ code: 'custom', message: 'at least one origin is required' });
    return origins;
  });

/** Identity's own environment, merged by createService with the base keys (PORT, DATABASE_URL, ...). */
export const identityConfigSchema = z.object({
  /** Answers POST /internal/auth/test-login with the demo educator. Never enable in production. */
  ENABLE_TEST_LOGIN: z.stringbool().default(false),
  /** Creates the documented demo accounts once (see README). */
  DEMO: z.stringbool().default(false),
  /** WebAuthn relying party id: the site's host name (no scheme, no port). Passkeys are bound to it. */
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'WEBAUTHN_RP_ID must be a host name, e.g. canopy.example')
    .default('localhost'),
  /** The name authenticators show when a passkey is created. */
  WEBAUTHN_RP_NAME: z.string().min(1).default('Canopy'),
  /** Comma-separated origins the browser may be on when it uses a passkey (the gateway's public URL). */
  WEBAUTHN_ORIGINS: originList,
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
