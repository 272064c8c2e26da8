import { lazy, Suspense, useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiRequest, isApiError } from '@canopy/api-client';
import type { LoginPayload, User } from '@canopy/contracts';
import { currentLanguage, translateMessage } from '@canopy/i18n';
import { toast } from '@canopy/ui';
import { authText } from './i18n/authCatalogue';
import { AuthContext } from './AuthContext';
import type { AuthContextValue, RegisterInput, RegistrationOutcome } from './AuthContext';
import { isAwaitingApproval, PENDING_APPROVAL_PATH } from './guards';
import {
  authToasts,
  loginFailureDescription,
  passkeyToasts,
  registrationFailureDescription,
  toldByAuthState,
} from './messages';
import { PasskeyError, passkeysSupported } from './passkeys';
import {
  PENDING_APPROVAL_TOAST_MS,
  PENDING_RECHECK_MS,
  PENDING_REDIRECT_DELAY_MS,
  USER_QUERY_KEY,
} from './queryKeys';
import { fetchCurrentUser, USER_QUERY_RETRY } from './userQuery';
import { readRegistration } from './readRegistration';
import { ApprovalNotice } from './ApprovalNotice';
import { useAccountLanguage } from './accountLanguage';
import { forgetUnsavedLanguage } from './unsavedLanguage';

// The passkey ceremonies run only when someone asks for one: fetched then, off /auth's first download.
const passkeyCeremonies = () => import(/* webpackChunkName: "passkeys" */ './passkeyCeremonies');

// Fetched only for administrators (it shows nothing before its toast, which waits for the pending count anyway):
// its code stays out of what /auth loads before it is interactive. The approval notice's dialog is fetched the
// same way (ApprovalNotice.tsx), while its toast stays in step with the sign-in's own.
const PendingEducatorsPrompt = lazy(() =>
  import('./PendingEducatorsPrompt').then((m) => ({ default: m.PendingEducatorsPrompt })),
);

function toRegistrationPayload(input: RegisterInput) {
  // confirmPassword and acceptTerms never leave the browser.
  const { confirmPassword: _confirm, acceptTerms: _terms, ...rest } = input;
  const role = rest.role ?? 'student';
  return {
    ...rest,
    role,
    biometricEnabled: rest.biometricEnabled ?? false,
    // The account starts in the language the visitor is using.
    language: currentLanguage(),
    status: role === 'educator' ? 'pending' : 'active',
  };
}

/** The pending-approval toast of spec 000 section 4 (destructive, 10 s). */
function showApprovalPendingToast() {
  // The contracts module (with zod) is loaded only for this rare case, keeping it off the first download.
  void import('@canopy/contracts').then(({ messages }) =>
    toast({
      title: authToasts.approvalPendingTitle,
      description: messages.pendingApproval,
      variant: 'destructive',
      duration: PENDING_APPROVAL_TOAST_MS,
    }),
  );
}

/**
 * Holds the current user (GET /api/user; 401 or any failure = signed out) and the login, register and logout
 * mutations with their toasts. A pending educator is signed in like anyone else; the guards keep them on
 * /pending-approval, and their user is re-read every few seconds and on window focus, so an approval takes effect
 * without signing in again. Also shows the once-per-browser approval notice to newly active educators and the
 * once-per-session pending-educators prompt to administrators. Render it inside the router.
 *
 * Login and registration failures the server answered are told here ('Login failed', 'Registration failed');
 * the others reject `mutateAsync` for the sign-in page to tell ('Login Error', 'Registration Error').
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const userQuery = useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: fetchCurrentUser,
    retry: USER_QUERY_RETRY,
    // Only while the account awaits approval (the data-fetching defaults otherwise never refetch on their own).
    refetchInterval: (query) => (isAwaitingApproval(query.state.data) ? PENDING_RECHECK_MS : false),
    refetchOnWindowFocus: (query) => isAwaitingApproval(query.state.data),
  });
  const user = userQuery.isError ? null : (userQuery.data ?? null);
  useAccountLanguage(user);

  /** Creates a passkey for the signed-in user; the outcome is told in a toast and never blocks anything. */
  const enrollPasskey = useCallback(async () => {
    try {
      const updated = await (await passkeyCeremonies()).registerPasskey();
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      toast({ ...passkeyToasts.enabled, variant: 'success' });
    } catch (error) {
      const kind = error instanceof PasskeyError ? error.kind : 'failed';
      if (kind === 'already-registered') toast({ ...passkeyToasts.alreadyEnabled, variant: 'success' });
      else if (kind === 'cancelled') toast(passkeyToasts.setupCancelled);
      else if (kind === 'unsupported') toast(passkeyToasts.setupUnsupported);
      else toast({ ...passkeyToasts.setupFailed((error as Error).message), variant: 'destructive' });
    }
  }, [queryClient]);

  /** What every sign-in (password or passkey) does with the signed-in user. */
  const onSignedIn = (signedIn: User) => {
    queryClient.setQueryData(USER_QUERY_KEY, signedIn);
    if (isAwaitingApproval(signedIn)) {
      // Signed in, but with no rights until approved (spec 000 section 4: login succeeds with this toast).
      showApprovalPendingToast();
      navigate(PENDING_APPROVAL_PATH);
      return;
    }
    return toast({ ...authToasts.loginSuccess(signedIn), variant: 'success' });
  };

  const loginMutation = useMutation<User, Error, LoginPayload>({
    mutationFn: (payload) => apiRequest<User>('POST', '/api/login', payload),
    retry: false, // a wrong password must not count twice against the rate limit
    onSuccess: (signedIn) => {
      const shown = onSignedIn(signedIn);
      // Asked for fingerprint login at sign-up but has no passkey yet (cancelled then, or an educator approved
      // since): the welcome toast offers to set it up now.
      if (!shown || !signedIn.biometricEnabled || signedIn.status !== 'active' || !passkeysSupported())
        return;
      passkeyCeremonies()
        .then((ceremonies) => ceremonies.listPasskeys())
        .then((passkeys) => {
          if (passkeys.length > 0) return;
          shown.update({
            duration: 10_000,
            action: { label: passkeyToasts.offerAction, onClick: () => void enrollPasskey() },
          });
        })
        .catch(() => undefined);
    },
    onError: (error) => {
      if (!toldByAuthState(error)) return; // the sign-in page tells it ('Login Error')
      const pending = isApiError(error) && error.code === 'pending_approval';
      toast({
        title: pending ? authToasts.approvalPendingTitle : authToasts.loginFailedTitle,
        description: loginFailureDescription(error),
        variant: 'destructive',
      });
    },
  });

  const passkeyLoginMutation = useMutation<User, Error, void>({
    mutationFn: async () => (await passkeyCeremonies()).signInWithPasskey(),
    retry: false,
    onSuccess: (signedIn) => void onSignedIn(signedIn),
    onError: (error) => {
      const kind = error instanceof PasskeyError ? error.kind : 'failed';
      if (kind === 'cancelled') toast(passkeyToasts.signInCancelled);
      else if (kind === 'unsupported') toast(passkeyToasts.signInUnsupported);
      else {
        const pending = error instanceof PasskeyError && error.code === 'pending_approval';
        toast({
          title: pending ? authToasts.approvalPendingTitle : authToasts.loginFailedTitle,
          description: error.message || loginFailureDescription(error),
          variant: 'destructive',
        });
      }
    },
  });

  const registerMutation = useMutation<RegistrationOutcome, Error, RegisterInput>({
    mutationFn: async (input) =>
      readRegistration(await apiRequest('POST', '/api/register', toRegistrationPayload(input))),
    retry: false, // never create an account twice
    onSuccess: (outcome, input) => {
      if (outcome.kind === 'pending') {
        // A pending educator who asked for fingerprint login is offered it at their first sign-in after approval.
        toast({
          title: authText('registrationSuccess'),
          description: translateMessage(outcome.message),
          variant: 'success',
        });
        setTimeout(() => navigate('/pending-approval'), PENDING_REDIRECT_DELAY_MS);
        return;
      }
      queryClient.setQueryData(USER_QUERY_KEY, outcome.user);
      toast({ ...authToasts.registrationSuccess(outcome.user), variant: 'success' });
      // The "Enable fingerprint login" box: create the passkey now; the toast above stays while the browser asks.
      if (input.biometricEnabled) void enrollPasskey();
    },
    onError: (error) => {
      if (!toldByAuthState(error)) return; // the sign-in page tells it ('Registration Error')
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
      // A language choice the account did not get is this user's: whoever signs in next must not inherit it.
      forgetUnsavedLanguage();
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
    () => ({
      user,
      isLoading: userQuery.isLoading,
      loginMutation,
      registerMutation,
      logoutMutation,
      passkeyLoginMutation,
      enrollPasskey,
    }),
    [
      user,
      userQuery.isLoading,
      loginMutation,
      registerMutation,
      logoutMutation,
      passkeyLoginMutation,
      enrollPasskey,
    ],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {/* Mounted only for the roles they speak to: they read the remotes' manifest (and its parser), which a
          visitor on /auth must not wait for. */}
      <Suspense fallback={null}>
        {user?.role === 'educator' && user.status === 'active' ? <ApprovalNotice /> : null}
        {user?.role === 'admin' ? <PendingEducatorsPrompt /> : null}
      </Suspense>
    </AuthContext.Provider>
  );
}
