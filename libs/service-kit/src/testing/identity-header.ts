import { IDENTITY_HEADER, type Identity } from '@canopy/contracts';
import { signIdentityToken } from '../identity-token';

export const TEST_SECRET = 'test-identity-token-secret-0123456789abcdef';

/** Headers the gateway would add for this user (null: a signed-out visitor). */
export async function identityHeaders(
  user: Identity | null,
  secret = TEST_SECRET,
  service?: string,
): Promise<Record<string, string>> {
  return { [IDENTITY_HEADER]: await signIdentityToken({ user, service }, secret) };
}

let nextId = 100_000;
/** A made-up identity for role tests; ids are high so they never collide with stored users by accident. */
export function fakeIdentity(overrides: Partial<Identity> = {}): Identity {
  const id = overrides.id ?? nextId++;
  return {
    id,
    username: `user${id}`,
    role: 'student',
    status: 'active',
    firstName: 'Test',
    lastName: 'User',
    ...overrides,
  };
}
