// @canopy/auth — current user, sign-in mutations, route guards; shared by the shell and every remote.
export { AuthProvider } from './AuthProvider';
export { useAuth } from './useAuth';
export { AuthContext } from './AuthContext';
export type { AuthContextValue, RegisterInput, RegistrationOutcome } from './AuthContext';
export { RouteGuard } from './RouteGuard';
export {
  resolveGuard,
  routeGuards,
  isAwaitingApproval,
  roleDashboard,
  PENDING_APPROVAL_PATH,
} from './guards';
export type { RouteGuardName, GuardDecision, PathDeclared } from './guards';
export { defineRoutes, lazyPage, pageLoader } from './routes';
export type { AppRoute, LazyPage, PageModule, PagePrefetchContext } from './routes';
export { DeclaredPathsContext } from './DeclaredPathsContext';
export type { DeclaredPaths } from './DeclaredPathsContext';
export { createPathMatcher } from './createPathMatcher';
export type { DeclaringRemote } from './createPathMatcher';
export { useDeclaredPaths } from './useDeclaredPaths';
export { useIsPathDeclared } from './useIsPathDeclared';
export { SiteLinksContext } from './SiteLinksContext';
export { useSiteLinks } from './useSiteLinks';
export { DeclaredLink } from './DeclaredLink';
export type { DeclaredLinkProps } from './DeclaredLink';
export { usePendingEducators } from './usePendingEducators';
export { fetchCurrentUser, primeUserQuery } from './userQuery';
export { saveAccountLanguage } from './accountLanguage';
export { UNSAVED_LANGUAGE_KEY } from './unsavedLanguage';
export {
  USER_QUERY_KEY,
  PENDING_EDUCATORS_QUERY_KEY,
  PENDING_EDUCATORS_POLL_MS,
  PENDING_RECHECK_MS,
  approvalMarkerKey,
  pendingPromptMarkerKey,
} from './queryKeys';
export {
  authToasts,
  failureMessage,
  loginFailureDescription,
  passkeyToasts,
  registrationFailureDescription,
  signInPageErrorDescription,
  toldByAuthState,
  INVALID_CREDENTIALS,
  UNEXPECTED_ERROR,
  REGISTRATION_RETRY,
} from './messages';
export { readRegistration } from './readRegistration';
export { roleLabel } from './roleLabel';
export { PasskeyError, passkeysSupported } from './passkeys';
export type { PasskeyFailure } from './passkeys';
