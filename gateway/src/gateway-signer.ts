import { GATEWAY_ISSUER, createTokenSigner, type TokenSigner } from '@canopy/service-kit';
import type { GatewayConfig } from './config';

const signers = new WeakMap<GatewayConfig, TokenSigner>();

/**
 * The gateway's one signer (its own private key, SIGNING_KEYS): the identity of every request it forwards and its
 * own calls to the services. No service holds this key, so none can sign a user's identity.
 */
export function gatewaySigner(config: GatewayConfig): TokenSigner {
  let signer = signers.get(config);
  if (!signer) {
    signer = createTokenSigner(GATEWAY_ISSUER, config.SIGNING_KEYS);
    signers.set(config, signer);
  }
  return signer;
}
