import type { PendingRegistration, User } from '@canopy/contracts';
import type { RegistrationOutcome } from './AuthContext';

/**
 * What `POST /api/register` answered: the new user, signed in, or — for an account that waits for an
 * administrator — `{ status: 'pending', message }` and no session. Decided by `status`, never by the message text.
 * (Typed reading rather than a zod parse: the auth layer is on every page's first download.)
 */
export function readRegistration(answer: unknown): RegistrationOutcome {
  const body = (answer ?? {}) as { status?: unknown; message?: unknown };
  if (body.status === ('pending' satisfies PendingRegistration['status'])) {
    return { kind: 'pending', message: typeof body.message === 'string' ? body.message : '' };
  }
  return { kind: 'signed-in', user: body as User };
}
