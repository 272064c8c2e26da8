import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiRequest, getQueryFn } from '@canopy/api-client';
import type { LoginPayload, User } from '@canopy/contracts';
import { toast } from '@canopy/ui';
import { AuthContext } from './AuthContext';
import type { AuthContextValue, RegisterInput, RegistrationOutcome } from './AuthContext';
import {
  authToasts,
  isPendingApprovalMessage,
  loginFailureDescription,
  registrationFailureDescription,
} from './messages';
import { PENDING_REDIRECT_DELAY_MS, USER_QUERY_KEY } from './queryKeys';
import { ApprovalNotice } from './ApprovalNotice';
import { PendingEducatorsPrompt } from './PendingEducatorsPrompt';

function toRegistrationPayload(input: RegisterInput) {
  // confirmPassword and acceptTerms never leave the browser.
  const { confirmPassword: _confirm, acceptTerms: _terms, ...rest } = input;
  const role = rest.role ?? 'student';
  return {
    ...rest,
    role,
    biometricEnabled: rest.biometricEnabled ?? false,
    status: role === 'educator' ? 'pending' : 'active',
  };
}

function readRegistration(answer: unknown): RegistrationOutcome {
  const body = (answer ?? {}) as { message?: unknown; user?: unknown; id?: unknown };
  if (isPendingApprovalMessage(body.message)) return { kind: 'pending', message: body.message };
  const user = (body.user ?? body) as User;
  return { kind: 'signed-in', user };
}

/**
 * Holds the current user (GET /api/user; 401 or any failure = signed out) and the login, register and logout
 * mutations with their toasts. Also shows the once-per-browser approval notice to newly active educators and the
 * once-per-session pending-educators prompt to administrators. Render it inside the router.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const userQuery = useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
    // A failure means "signed out"; retrying would only keep the spinner up longer.
    retry: false,
  });
  const user = userQuery.isError ? null : (userQuery.data ?? null);

  const loginMutation = useMutation<User, Error, LoginPayload>({
    mutationFn: (payload) => apiRequest<User>('POST', '/api/login', payload),
    retry: false, // a wrong password must not count twice against the rate limit
    onSuccess: (signedIn) => {
      if (signedIn.role === 'educator' && signedIn.status === 'pending') {
        queryClient.setQueryData(USER_QUERY_KEY, null);
        // The contracts module (with zod) is loaded only for this rare case, keeping it off the first download.
        void import('@canopy/contracts').then(({ messages }) =>
          toast({
            title: authToasts.approvalPendingTitle,
            description: messages.pendingApproval,
            variant: 'destructive',
          }),
        );
        navigate('/pending-approval');
        return;
      }
      queryClient.setQueryData(USER_QUERY_KEY, signedIn);
      toast({ ...authToasts.loginSuccess(signedIn), variant: 'success' });
    },
    onError: (error) => {
      const description = loginFailureDescription(error);
      if (isPendingApprovalMessage(description)) {
        toast({ title: authToasts.approvalPendingTitle, description, variant: 'destructive' });
        return;
      }
      toast({ title: authToasts.loginFailedTitle, description, variant: 'destructive' });
    },
  });

  const registerMutation = useMutation<RegistrationOutcome, Error, RegisterInput>({
    mutationFn: async (input) =>
      readRegistration(await apiRequest('POST', '/api/register', toRegistrationPayload(input))),
    retry: false, // never create an account twice
    onSuccess: (outcome) => {
      if (outcome.kind === 'pending') {
        toast({ title: 'Registration successful', description: outcome.message, variant: 'success' });
        setTimeout(() => navigate('/pending-approval'), PENDING_REDIRECT_DELAY_MS);
        return;
      }
      queryClient.setQueryData(USER_QUERY_KEY, outcome.user);
      toast({ ...authToasts.registrationSuccess(outcome.user), variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: authToasts.registrationFailedTitle,
        description: registrationFailureDescription(error),
        variant: 'destructive',
      });
    },
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      // Everything else cached belonged to the signed-out user.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
      toast({ ...authToasts.loggedOut, variant: 'success' });
      navigate('/auth');
    },
    onError: (error) => {
      toast({
        title: authToasts.logoutFailedTitle,
        description: error.message,
        variant: 'destructive',
      });
    },
  });

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading: userQuery.isLoading, loginMutation, registerMutation, logoutMutation }),
    [user, userQuery.isLoading, loginMutation, registerMutation, logoutMutation],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      <ApprovalNotice />
      <PendingEducatorsPrompt />
    </AuthContext.Provider>
  );
}
