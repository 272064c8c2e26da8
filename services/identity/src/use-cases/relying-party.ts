import type { IdentityConfig } from '../config';

/** Who the passkeys belong to (WebAuthn "relying party") and where the browser may use them. */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

export function relyingPartyFrom(config: IdentityConfig): RelyingParty {
  return { id: config.WEBAUTHN_RP_ID, name: config.WEBAUTHN_RP_NAME, origins: config.WEBAUTHN_ORIGINS };
}

/** Passkeys are the "fingerprint login" of the sign-up form: the authenticator must verify the person. */
export const USER_VERIFICATION = 'required' as const;
export const CEREMONY_TIMEOUT_MS = 120_000;
