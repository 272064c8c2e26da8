import { describe, expect, it } from 'vitest';
import { ApiError } from '../src';
import { errorMessage, errorStatus, GENERIC_ERROR_MESSAGE, isNotFound, refusalOf } from '../src/errors';

const refused = new ApiError('Title must be at least 5 characters long', {
  status: 400,
  kind: 'http',
  body: { message: 'Title must be at least 5 characters long', code: 'validation_failed' },
});
const timedOut = new ApiError('Request to /api/courses timed out.', { kind: 'timeout' });
const notFound = new ApiError('Course not found', {
  status: 404,
  kind: 'http',
  body: { message: 'Course not found' },
});
const gatewayPage = new ApiError('502: Bad Gateway', { status: 502, kind: 'http', body: '<html>…</html>' });

describe('errorMessage', () => {
  it("shows the server's message whenever its answer carried one, whatever the fallback", () => {
    expect(errorMessage(refused, 'Please try again.')).toBe('Title must be at least 5 characters long');
    expect(errorMessage(refused)).toBe('Title must be at least 5 characters long');
  });

  it("uses the caller's sentence when no server message arrived", () => {
    expect(errorMessage(timedOut, 'Users could not be loaded')).toBe('Users could not be loaded');
    expect(errorMessage(gatewayPage, 'Please try again.')).toBe('Please try again.');
    expect(errorMessage(new Error('copy refused'), 'Could not copy')).toBe('Could not copy');
    expect(errorMessage(undefined, '')).toBe('');
  });

  it("without a sentence of the caller's, says what went wrong, else a generic sentence", () => {
    expect(errorMessage(timedOut)).toBe('Request to /api/courses timed out.');
    expect(errorMessage(gatewayPage)).toBe('502: Bad Gateway');
    expect(errorMessage(new Error('The course is not valid.'))).toBe('The course is not valid.');
    expect(errorMessage('boom')).toBe(GENERIC_ERROR_MESSAGE);
    expect(GENERIC_ERROR_MESSAGE).toBe('Something went wrong. Please try again.');
  });
});

describe('errorStatus and isNotFound', () => {
  it('read the HTTP status of a failed call only', () => {
    expect(errorStatus(refused)).toBe(400);
    expect(errorStatus(timedOut)).toBe(0);
    expect(errorStatus(new Error('x'))).toBeUndefined();
    expect(isNotFound(notFound)).toBe(true);
    expect(isNotFound(refused)).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
  });
});

describe('refusalOf', () => {
  it("keeps the server's reason for a refusal the user can act on, nothing for other failures", () => {
    expect(refusalOf(refused)).toBe('Title must be at least 5 characters long');
    expect(refusalOf(notFound)).toBe('Course not found');
    expect(
      refusalOf(
        new ApiError('Authentication required', { status: 401, kind: 'http', body: { message: 'x' } }),
      ),
    ).toBeNull();
    expect(refusalOf(gatewayPage)).toBeNull();
    expect(refusalOf(timedOut)).toBeNull();
    expect(refusalOf(new Error('x'))).toBeNull();
  });
});
