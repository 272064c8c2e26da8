import { createContext } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { LoginPayload, RegistrationForm, User } from '@canopy/contracts';

/** What `POST /api/register` can answer: the new (signed-in) user, or a pending-approval message. */
export type RegistrationOutcome = { kind: 'signed-in'; user: User } | { kind: 'pending'; message: string };

/** The sign-up form's values; confirmPassword and acceptTerms are removed before sending. */
export type RegisterInput = RegistrationForm;

export interface AuthContextValue {
  /** The signed-in user, or null for a visitor (401 or any failure to fetch counts as signed out). */
  user: User | null;
  /** True while the current user is first being fetched. */
  isLoading: boolean;
  loginMutation: UseMutationResult<User, Error, LoginPayload>;
  registerMutation: UseMutationResult<RegistrationOutcome, Error, RegisterInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
  /** Signs in with a passkey on this device (same toasts as password sign-in). */
  passkeyLoginMutation: UseMutationResult<User, Error, void>;
  /** Creates a passkey for the signed-in user and tells the outcome in a toast; never throws. */
  enrollPasskey: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
