import type { Role, UserStatus } from '@canopy/contracts';

/** A stored user, secrets included. Never leaves the service as is: map it with toUser / toPublicUser. */
export interface UserRecord {
  id: number;
  username: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: Role;
  status: UserStatus;
  approvedBy: number | null;
  createdAt: Date;
  biometricEnabled: boolean;
  biometricId: string | null;
  resetToken: string | null;
  resetTokenExpiry: Date | null;
}

export interface NewUser {
  username: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  status: UserStatus;
  biometricEnabled: boolean;
  approvedBy?: number | null;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** A status change that only happens if the user is still in the expected state (no lost updates under races). */
export interface StatusChange {
  from: { status: UserStatus; role?: Role };
  to: { status: UserStatus; approvedBy?: number };
}

export interface UserFilter {
  role?: Role;
  status?: UserStatus;
}

/** Raised by `create` when the username is taken, whatever its letter case. */
export class UsernameTakenError extends Error {
  constructor(readonly username: string) {
    super(`Username already taken: ${username}`);
    this.name = 'UsernameTakenError';
  }
}

export interface UserStore {
  findById(id: number): Promise<UserRecord | undefined>;
  /** Case-insensitive: "Bob" finds "bob". */
  findByUsername(username: string): Promise<UserRecord | undefined>;
  findByIds(ids: readonly number[]): Promise<UserRecord[]>;
  /** Newest first. */
  list(filter?: UserFilter): Promise<UserRecord[]>;
  /** Throws UsernameTakenError when the username exists in any letter case (also when two sign-ups race). */
  create(user: NewUser): Promise<UserRecord>;
  /** Applies the change only if the user is in `change.from`; undefined when unknown or in another state. */
  changeStatus(id: number, change: StatusChange): Promise<UserRecord | undefined>;
  updateProfile(id: number, changes: ProfileChanges): Promise<UserRecord | undefined>;
  /** Records whether the user signs in with a passkey; undefined when unknown. */
  setBiometricEnabled(id: number, enabled: boolean): Promise<UserRecord | undefined>;
  /** True when a user was deleted. */
  delete(id: number): Promise<boolean>;
}
