import { isApiError } from '@canopy/api-client';
import type { User } from '@canopy/contracts';
import { localiseApiMessage } from '@canopy/i18n';
import { authText } from './i18n/authCatalogue';

/**
 * First name, else username — the same rule as `displayName` in @canopy/contracts. Kept here so the auth layer
 * (on every page's critical path) does not pull the contracts module and zod into the first download.
 */
export function greetingName(user: Pick<User, 'firstName' | 'username'>): string {
  return user.firstName?.trim() || user.username;
}

/** Toast texts of spec 000 sections 4 and 8 ("the product" is Canopy), in the current language (i18n/authCatalogue.ts). */
export const authToasts = {
  loginSuccess: (user: Pick<User, 'firstName' | 'username'>) => ({
    title: authText('loginSuccess'),
    description: authText('welcomeBack', { name: greetingName(user) }),
  }),
  registrationSuccess: (user: Pick<User, 'firstName' | 'username'>) => ({
    title: authText('registrationSuccess'),
    description: authText('welcomeTo', { name: greetingName(user) }),
  }),
  get loggedOut() {
    return { title: authText('loggedOut'), description: authText('loggedOutText') };
  },
  get loginFailedTitle() {
    return authText('loginFailed');
  },
  get registrationFailedTitle() {
    return authText('registrationFailed');
  },
  /** The sign-in page's own titles, for a failure that reaches it (see `toldByAuthState`). */
  get loginErrorTitle() {
    return authText('loginError');
  },
  get registrationErrorTitle() {
    return authText('registrationError');
  },
  get logoutFailedTitle() {
    return authText('logoutFailed');
  },
  get approvalPendingTitle() {
    return authText('approvalPending');
  },
  get accountApprovedTitle() {
    return authText('accountApproved');
  },
  pendingEducators: (n: number) => authText('pendingEducators', { count: n }),
};

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
export const REGISTRATION_RETRY = 'Registration failed. Please try again.';

/**
 * The message a failed call shows: the server's `message`, else "{prefix}: {status text}" for an HTTP failure,
 * else the request layer's own text (time-out, network).
 */
export function failureMessage(error: unknown, prefix: 'Login failed' | 'Registration failed'): string {
  if (isApiError(error)) {
    if (error.serverMessage) return localiseApiMessage(error.serverMessage, error.code);
    if (error.kind === 'http') {
      const what = authText(prefix === 'Login failed' ? 'loginFailed' : 'registrationFailed');
      return authText('failedWithStatus', { what, status: error.statusText || error.status });
    }
    return error.message;
  }
  return error instanceof Error ? error.message : '';
}

/** Description for the 'Login failed' toast, with the specification's defaults. */
export function loginFailureDescription(error: unknown): string {
  const message = failureMessage(error, 'Login failed');
  if (message) return message;
  return authText(isApiError(error) && error.status === 401 ? 'invalidCredentials' : 'unexpectedError');
}

export function registrationFailureDescription(error: unknown): string {
  return failureMessage(error, 'Registration failed') || authText('registrationRetry');
}

/**
 * Which layer tells a failed sign-in or registration (spec 000 section 8 lists both). The auth state tells what the
 * server answered ('Login failed' / 'Registration failed' with its message); a failure without an answer (time-out,
 * network) or a fault in the page itself reaches the sign-in page, which tells it ('Login Error' /
 * 'Registration Error'). One failure, one toast.
 */
export function toldByAuthState(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http';
}

/** The text of the sign-in page's own 'Login Error' / 'Registration Error' toast. */
export function signInPageErrorDescription(error: unknown): string {
  return (error instanceof Error && error.message) || authText('unexpectedError');
}

/**
 * Passkey ("fingerprint login") outcomes, in the current language. Never blocking: the account works with its
 * password whatever happens.
 */
export const passkeyToasts = {
  get enabled() {
    return { title: authText('passkeyEnabled'), description: authText('passkeyEnabledText') };
  },
  get alreadyEnabled() {
    return { title: authText('passkeyAlreadyEnabled'), description: authText('passkeyAlreadyEnabledText') };
  },
  get setupCancelled() {
    return { title: authText('passkeyNotSetUp'), description: authText('passkeySetupCancelledText') };
  },
  get setupUnsupported() {
    return { title: authText('passkeyNotAvailable'), description: authText('passkeySetupUnsupportedText') };
  },
  /** `detail`: what went wrong, as the browser or the server said it. */
  setupFailed: (detail: string) => ({
    title: authText('passkeyNotSetUp'),
    description: `${detail ? `${detail} ` : ''}${authText('passkeySetupFailedText')}`,
  }),
  get offerAction() {
    return authText('passkeyOfferAction');
  },
  get signInCancelled() {
    return { title: authText('passkeySignInCancelled'), description: authText('passkeySignInCancelledText') };
  },
  get signInUnsupported() {
    return { title: authText('passkeysUnavailable'), description: authText('passkeySignInUnsupportedText') };
  },
};
