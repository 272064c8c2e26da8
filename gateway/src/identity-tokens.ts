import type { Identity } from '@canopy/contracts';
import { SERVICES_AUDIENCE, type TokenSigner } from '@canopy/service-kit';

/** How long one signed token is handed out: half its 60 s life, so every service still accepts it for 30 s more. */
export const TOKEN_REUSE_MS = 30_000;

// A caller's key is worked out once per identity object (identityOf gives one per copy of the user).
const keys = new WeakMap<Identity, string>();
function keyOf(user: Identity): string {
  let key = keys.get(user);
  if (key === undefined) {
    key = JSON.stringify([
      user.id,
      user.username,
      user.role,
      user.status,
      user.firstName,
      user.lastName,
      user.language,
    ]);
    keys.set(user, key);
  }
  return key;
}

export interface IdentityTokens {
  /**
   * The `x-canopy-identity` token for this caller (null: a visitor) at this client address, signed at most
   * TOKEN_REUSE_MS ago.
   */
  tokenFor(user: Identity | null, clientAddress: string): Promise<string>;
}

/**
 * Signs the identity token (the gateway's Ed25519 key) once per caller and reuses it, instead of signing (a
 * signature, JSON, base64) on every request. The key is every claim the token carries (the user's and the client's address), so a change of role,
 * status or name, or another address, gets a new token at once; the request id travels in `x-request-id`, not in the token. Bounded; concurrent requests of one caller
 * share one signing.
 */
export function createIdentityTokens(
  signer: TokenSigner,
  opts: {
    reuseMs?: number;
    maxEntries?: number;
    now?: () => number;
  } = {},
): IdentityTokens {
  const reuseMs = opts.reuseMs ?? TOKEN_REUSE_MS;
  const maxEntries = opts.maxEntries ?? 10_000;
  const now = opts.now ?? Date.now;
  const tokens = new Map<string, { token: Promise<string>; until: number }>();

  return {
    tokenFor(user, clientAddress) {
      const key = `${user ? keyOf(user) : 'visitor'} ${clientAddress}`;
      const at = now();
      const cached = tokens.get(key);
      if (cached && cached.until > at) return cached.token;
      if (cached) tokens.delete(key);
      else if (tokens.size >= maxEntries) {
        // Oldest first out (Map keeps insertion order): the least recently signed caller signs again.
        tokens.delete(tokens.keys().next().value!);
      }
      const token = signer.sign({ user, clientAddress }, SERVICES_AUDIENCE);
      tokens.set(key, { token, until: at + reuseMs });
      // A failed signing is not remembered.
      token.catch(() => tokens.delete(key));
      return token;
    },
  };
}
