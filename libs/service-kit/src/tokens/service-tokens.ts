import type { BaseConfig } from '../config';
import { createTokenSigner, type TokenSigner } from './token-signer';
import { createTokenVerifier, type TokenVerifier } from './token-verifier';

export interface ServiceTokens {
  /** Signs this service's own tokens (its internal clients' calls) with its private key. */
  signer: TokenSigner;
  /** Checks the tokens this service receives (the gateway's, and its callers' by their own keys). */
  verifier: TokenVerifier;
}

/** A service's signer (SIGNING_KEYS) and verifier (the gateway's keys and those of the peers it accepts). */
export function createServiceTokens(
  name: string,
  config: Pick<BaseConfig, 'SIGNING_KEYS' | 'GATEWAY_JWKS' | 'PEER_JWKS'>,
): ServiceTokens {
  return {
    signer: createTokenSigner(name, config.SIGNING_KEYS),
    verifier: createTokenVerifier({ self: name, gateway: config.GATEWAY_JWKS, peers: config.PEER_JWKS }),
  };
}
