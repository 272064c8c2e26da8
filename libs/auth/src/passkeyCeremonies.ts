import { apiRequest, isApiError } from '@canopy/api-client';
import type { User } from '@canopy/contracts';
import { authText } from './i18n/authCatalogue';
import { PasskeyError, passkeysSupported } from './passkeys';

/*
 * The WebAuthn ceremonies against the gateway's /api/passkeys routes. AuthProvider fetches this module when one
 * starts, and it fetches the browser helper (@simplewebauthn/browser): neither is on /auth's first download.
 */

const loadBrowserHelper = () => import(/* webpackChunkName: "webauthn" */ '@simplewebauthn/browser');

/** Maps the browser's and the server's refusals to one PasskeyError. */
function toPasskeyError(error: unknown): PasskeyError {
  if (error instanceof PasskeyError) return error;
  if (isApiError(error)) return new PasskeyError('failed', error.serverMessage || error.message, error.code);
  const e = error as { name?: string; code?: string; message?: string; cause?: { name?: string } } | null;
  const name = e?.cause?.name ?? e?.name;
  if (e?.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return new PasskeyError('already-registered', e?.message ?? '');
  }
  // NotAllowedError: the person dismissed the prompt, or it timed out. AbortError: the page cancelled it.
  if (name === 'NotAllowedError' || name === 'AbortError' || e?.code === 'ERROR_CEREMONY_ABORTED') {
    return new PasskeyError('cancelled', e?.message ?? '');
  }
  if (name === 'NotSupportedError' || name === 'SecurityError') {
    return new PasskeyError('unsupported', e?.message ?? '');
  }
  return new PasskeyError('failed', e?.message ?? '');
}

async function ensureSupported() {
  const helper = await loadBrowserHelper();
  if (!passkeysSupported() || !helper.browserSupportsWebAuthn()) {
    throw new PasskeyError('unsupported', authText('browserNoPasskeys'));
  }
  return helper;
}

/** Creates a passkey for the signed-in user on this device; resolves with the user (fingerprint login on). */
export async function registerPasskey(): Promise<User> {
  try {
    const { startRegistration } = await ensureSupported();
    const optionsJSON = await apiRequest<Parameters<typeof startRegistration>[0]['optionsJSON']>(
      'POST',
      '/api/passkeys/register/options',
      {},
    );
    const credential = await startRegistration({ optionsJSON });
    const result = await apiRequest<{ user: User }>('POST', '/api/passkeys/register/verify', credential);
    return result.user;
  } catch (error) {
    throw toPasskeyError(error);
  }
}

/** Signs in with a passkey this device holds for the site (no username needed); resolves with the user. */
export async function signInWithPasskey(): Promise<User> {
  try {
    const { startAuthentication } = await ensureSupported();
    const optionsJSON = await apiRequest<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
      'POST',
      '/api/passkeys/login/options',
      {},
    );
    const credential = await startAuthentication({ optionsJSON });
    return await apiRequest<User>('POST', '/api/passkeys/login/verify', credential);
  } catch (error) {
    throw toPasskeyError(error);
  }
}

/** The signed-in user's passkeys (count only matters to the front end). */
export function listPasskeys(): Promise<unknown[]> {
  return apiRequest<unknown[]>('GET', '/api/passkeys');
}
