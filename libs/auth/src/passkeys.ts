import type { ErrorCode } from '@canopy/contracts';

/*
 * Passkeys ("fingerprint login"): what the sign-in page needs before any ceremony (whether the browser can, and the
 * error a ceremony ends with). The ceremonies themselves are in passkeyCeremonies.ts, fetched when one starts.
 */

/** What went wrong with a passkey ceremony, in the terms the toasts speak. */
export type PasskeyFailure = 'unsupported' | 'cancelled' | 'already-registered' | 'failed';

export class PasskeyError extends Error {
  constructor(
    readonly kind: PasskeyFailure,
    message: string,
    /** The server's error code when the server refused (`account_suspended`, `rate_limited`, ...). */
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'PasskeyError';
  }
}

/** Whether this browser can use passkeys at all (the sign-in button is shown only then). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
