import { isApiError } from '@canopy/api-client';
import type { User } from '@canopy/contracts';

/**
 * First name, else username — the same rule as `displayName` in @canopy/contracts. Kept here so the auth layer
 * (on every page's critical path) does not pull the contracts module and zod into the first download.
 */
export function greetingName(user: Pick<User, 'firstName' | 'username'>): string {
  return user.firstName?.trim() || user.username;
}

/** Toast texts of spec 000 sections 4 and 8 ("the product" is Canopy). */
export const authToasts = {
  loginSuccess: (user: Pick<User, 'firstName' | 'username'>) => ({
    title: 'Login successful',
    description: `Welcome back, ${greetingName(user)}!`,
  }),
  registrationSuccess: (user: Pick<User, 'firstName' | 'username'>) => ({
    title: 'Registration successful',
    description: `Welcome to Canopy, ${greetingName(user)}!`,
  }),
  loggedOut: { title: 'Logged out', description: 'You have been successfully logged out.' },
  loginFailedTitle: 'Login failed',
  registrationFailedTitle: 'Registration failed',
  /** The sign-in page's own titles, for a failure that reaches it (see `toldByAuthState`). */
  loginErrorTitle: 'Login Error',
  registrationErrorTitle: 'Registration Error',
  logoutFailedTitle: 'Logout failed',
  approvalPendingTitle: 'Approval pending',
  accountApprovedTitle: 'Account Approved',
  pendingEducators: (n: number) => `${n} educator account(s) pending approval`,
} as const;

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
export const REGISTRATION_RETRY = 'Registration failed. Please try again.';

/**
 * The message a failed call shows: the server's `message`, else "{prefix}: {status text}" for an HTTP failure,
 * else the request layer's own text (time-out, network).
 */
export function failureMessage(error: unknown, prefix: 'Login failed' | 'Registration failed'): string {
  if (isApiError(error)) {
    if (error.serverMessage) return error.serverMessage;
    if (error.kind === 'http') return `${prefix}: ${error.statusText || error.status}`;
    return error.message;
  }
  return error instanceof Error ? error.message : '';
}

/** Description for the 'Login failed' toast, with the specification's defaults. */
export function loginFailureDescription(error: unknown): string {
  const message = failureMessage(error, 'Login failed');
  if (message) return message;
  return isApiError(error) && error.status === 401 ? INVALID_CREDENTIALS : UNEXPECTED_ERROR;
}

export function registrationFailureDescription(error: unknown): string {
  return failureMessage(error, 'Registration failed') || REGISTRATION_RETRY;
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
  return (error instanceof Error && error.message) || UNEXPECTED_ERROR;
}

/** Passkey ("fingerprint login") outcomes. Never blocking: the account works with its password whatever happens. */
export const passkeyToasts = {
  enabled: {
    title: 'Fingerprint login enabled',
    description: 'Next time, sign in with your fingerprint, face or device PIN.',
  },
  alreadyEnabled: {
    title: 'Fingerprint login already set up',
    description: 'This device already has a passkey for your account.',
  },
  setupCancelled: {
    title: 'Fingerprint login not set up',
    description:
      'Setup was cancelled. Your account is ready; you can set it up the next time you sign in with your password.',
  },
  setupUnsupported: {
    title: 'Fingerprint login not available',
    description:
      'This browser or device does not support passkeys. Your account is ready; sign in with your password.',
  },
  setupFailed: (detail: string) => ({
    title: 'Fingerprint login not set up',
    description: `${detail ? `${detail} ` : ''}Your account is ready; you can try again the next time you sign in with your password.`,
  }),
  offerAction: 'Set up fingerprint login',
  signInCancelled: {
    title: 'Passkey sign-in cancelled',
    description: 'No passkey was used. You can sign in with your username and password.',
  },
  signInUnsupported: {
    title: 'Passkeys are not available',
    description: 'This browser or device does not support passkeys. Sign in with your username and password.',
  },
} as const;
