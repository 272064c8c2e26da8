import { IDENTITY_HEADER, type Identity } from '@canopy/contracts';
import { SERVICES_AUDIENCE } from '../tokens/token-signer';
import { testSigner } from './test-keys';

/**
 * Headers the gateway would add for this user (null: a signed-out visitor), from this client address (default: a
 * documentation address, 192.0.2.1), signed with the gateway's test key.
 */
export async function identityHeaders(
  user: Identity | null,
  opts: { clientAddress?: string } = {},
): Promise<Record<string, string>> {
  const clientAddress = opts.clientAddress ?? '192.0.2.1';
  return { [IDENTITY_HEADER]: await testSigner('gateway').sign({ user, clientAddress }, SERVICES_AUDIENCE) };
}

/**
 * Headers of a call `caller` makes for itself to the service named `receiver` (`gateway` calls too: its
 * API-document and sign-in calls), signed with the caller's own test key.
 */
export async function serviceHeaders(caller: string, receiver: string): Promise<Record<string, string>> {
  return { [IDENTITY_HEADER]: await testSigner(caller).serviceToken(receiver) };
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
