import { describe, expect, it } from 'vitest';
import { ApiError } from '@canopy/api-client';
import {
  authToasts,
  isPendingApprovalMessage,
  loginFailureDescription,
  registrationFailureDescription,
} from '../src/messages';

const http = (status: number, statusText: string, body?: unknown) =>
  new ApiError(`${status} ${statusText}`, { status, statusText, body, kind: 'http' });

describe('auth toasts (spec 000 sections 4 and 8)', () => {
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

  it('recognises a pending-approval registration answer', () => {
    expect(
      isPendingApprovalMessage(
        'Registration successful. Your educator account is pending approval by an administrator.',
      ),
    ).toBe(true);
    expect(isPendingApprovalMessage('Welcome')).toBe(false);
    expect(isPendingApprovalMessage(undefined)).toBe(false);
  });
});
