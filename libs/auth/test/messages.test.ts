import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '@canopy/i18n';
import { ApiError } from '@canopy/api-client';
import {
  authToasts,
  loginFailureDescription,
  registrationFailureDescription,
  signInPageErrorDescription,
  toldByAuthState,
} from '../src/messages';
import { readRegistration } from '../src/readRegistration';

const http = (status: number, statusText: string, body?: unknown) =>
  new ApiError(`${status} ${statusText}`, { status, statusText, body, kind: 'http' });

describe('auth toasts (spec 000 sections 4 and 8)', () => {
  // The auth texts are a chunk fetched as the module loads (long before any toast shows): waited for here.
  beforeAll(() => loadLanguage('en'));

  it('greets with the first name, else the username', () => {
    expect(authToasts.loginSuccess({ firstName: 'Ada', username: 'ada' })).toEqual({
      title: 'Login successful',
      description: 'Welcome back, Ada!',
    });
    expect(authToasts.loginSuccess({ firstName: null, username: 'ada' }).description).toBe(
      'Welcome back, ada!',
    );
    expect(authToasts.registrationSuccess({ firstName: '', username: 'sam' })).toEqual({
      title: 'Registration successful',
      description: 'Welcome to Canopy, sam!',
    });
    expect(authToasts.loggedOut).toEqual({
      title: 'Logged out',
      description: 'You have been successfully logged out.',
    });
    expect(authToasts.pendingEducators(3)).toBe('3 educator account(s) pending approval');
  });

  it('uses the server message of a failed login, else "Login failed: {status text}"', () => {
    expect(
      loginFailureDescription(http(401, 'Unauthorized', { message: 'Invalid username or password' })),
    ).toBe('Invalid username or password');
    expect(loginFailureDescription(http(500, 'Internal Server Error', 'oops'))).toBe(
      'Login failed: Internal Server Error',
    );
    expect(loginFailureDescription(new Error(''))).toBe('An unexpected error occurred');
  });

  it('uses the server message of a failed registration, else the retry text', () => {
    expect(registrationFailureDescription(http(409, 'Conflict', { message: 'Username already taken' }))).toBe(
      'Username already taken',
    );
    expect(registrationFailureDescription(http(500, 'Internal Server Error'))).toBe(
      'Registration failed: Internal Server Error',
    );
    expect(registrationFailureDescription(new Error(''))).toBe('Registration failed. Please try again.');
  });

  it('leaves failures without a server answer to the sign-in page (Login Error / Registration Error)', () => {
    expect(authToasts.loginErrorTitle).toBe('Login Error');
    expect(authToasts.registrationErrorTitle).toBe('Registration Error');
    // The server answered: the auth state tells it ('Login failed' / 'Registration failed').
    expect(toldByAuthState(http(401, 'Unauthorized', { message: 'Invalid username or password' }))).toBe(
      true,
    );
    expect(toldByAuthState(http(503, 'Service Unavailable'))).toBe(true);
    // No answer, or a fault in the page: the sign-in page tells it.
    const timeout = new ApiError('Request to /api/login timed out.', { kind: 'timeout' });
    const network = new ApiError('Request to /api/login failed: Failed to fetch', { kind: 'network' });
    for (const error of [timeout, network, new TypeError('x is undefined')]) {
      expect(toldByAuthState(error)).toBe(false);
    }
    expect(signInPageErrorDescription(timeout)).toBe('Request to /api/login timed out.');
    expect(signInPageErrorDescription(new Error(''))).toBe('An unexpected error occurred');
    expect(signInPageErrorDescription('not an error')).toBe('An unexpected error occurred');
  });
});

describe('readRegistration (POST /api/register answers)', () => {
  it('reads a pending registration by its status, whatever the message says', () => {
    const message = 'Registration successful. Your educator account is pending approval by an administrator.';
    expect(readRegistration({ status: 'pending', message })).toEqual({ kind: 'pending', message });
    expect(readRegistration({ status: 'pending', message: 'Thanks!' })).toEqual({
      kind: 'pending',
      message: 'Thanks!',
    });
  });

  it('reads anything else as the new, signed-in user', () => {
    const user = { id: 7, username: 'rowan', status: 'active', message: 'pending approval' };
    expect(readRegistration(user)).toEqual({ kind: 'signed-in', user });
  });
});
