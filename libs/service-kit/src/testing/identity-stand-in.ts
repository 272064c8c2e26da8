import { identityInternalApi, messages, type PublicUser, type User } from '@canopy/contracts';
import { UnauthenticatedError } from '../errors';
import { startInternalStandIn, type InternalStandIn } from './internal-stand-in';

/**
 * An account the stand-in knows: an `Identity` (or any part of a `User`) will do; what is left out takes a
 * plain default (an active student, no email, created now).
 */
export type StandInAccount = Pick<User, 'id' | 'username'> &
  Partial<Omit<User, 'createdAt'>> & {
    createdAt?: string | Date;
    /** Sign-in succeeds with this password only (any password when left out). */
    password?: string;
    /** Sessions begun before this were ended (a password reset or suspension). */
    sessionsValidFrom?: string | null;
  };

export interface IdentityStandIn extends InternalStandIn<typeof identityInternalApi.calls> {
  /** Makes the account known (or replaces it). */
  addUser(account: StandInAccount): void;
  /** Forgets the account (as after a deletion). */
  removeUser(id: number): void;
}

type Account = User & { password?: string; sessionsValidFrom: string | null };

/**
 * The identity service's internal API (`identityInternalApi`) for another service's tests, answering from the
 * accounts it is given: sign-in, one user (full or public), batches of session owners or public users, passkeys
 * (none).
 */
export async function standInIdentityService(
  data: { users?: StandInAccount[] } = {},
): Promise<IdentityStandIn> {
  const accounts = new Map<number, Account>();
  const user = ({ password: _password, sessionsValidFrom: _from, ...rest }: Account): User => rest;
  const sessionOwner = (found: Account) => ({ ...user(found), sessionsValidFrom: found.sessionsValidFrom });
  const publicUser = ({ id, username, firstName, lastName, role }: Account): PublicUser => ({
    id,
    username,
    firstName,
    lastName,
    role,
  });

  const standIn = await startInternalStandIn(identityInternalApi, {
    login: ({ body }) => {
      const found = [...accounts.values()].find(
        (a) => a.username.toLowerCase() === body.username.toLowerCase(),
      );
      if (!found || (found.password !== undefined && found.password !== body.password)) {
        throw new UnauthenticatedError(messages.invalidCredentials);
      }
      return user(found);
    },
    user: ({ params }) => {
      const found = accounts.get(params.id);
      return found ? sessionOwner(found) : null;
    },
    sessionOwners: ({ query }) =>
      query.ids.flatMap((id) => (accounts.has(id) ? [sessionOwner(accounts.get(id)!)] : [])),
    publicUser: ({ params }) => {
      const found = accounts.get(params.id);
      return found ? publicUser(found) : null;
    },
    publicUsers: ({ query }) =>
      query.ids.flatMap((id) => (accounts.has(id) ? [publicUser(accounts.get(id)!)] : [])),
    passkeys: () => [],
    // Sign-up as identity does it (no password rules beyond the contract's): a student starts active.
    register: ({ body }) => {
      const id = Math.max(0, ...accounts.keys()) + 1;
      const { password: _password, ...fields } = body;
      addUser({ ...fields, id, status: fields.role === 'educator' ? 'pending' : 'active' });
      return { user: user(accounts.get(id)!) };
    },
    setLanguage: ({ params, body }) => {
      const found = accounts.get(params.id);
      if (!found) return null;
      found.language = body.language;
      return user(found);
    },
  });

  const addUser = (account: StandInAccount) => {
    const { createdAt, ...rest } = account;
    accounts.set(account.id, {
      firstName: null,
      lastName: null,
      email: null,
      role: 'student',
      status: 'active',
      approvedBy: null,
      biometricEnabled: false,
      sessionsValidFrom: null,
      ...(Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as typeof rest),
      createdAt: new Date(createdAt ?? Date.now()).toISOString(),
    });
  };
  for (const account of data.users ?? []) addUser(account);
  return Object.assign(standIn, { addUser, removeUser: (id: number) => void accounts.delete(id) });
}
