/** React Query keys owned by the auth layer (queryKey[0] is the path the default query function GETs). */
export const USER_QUERY_KEY = ['/api/user'] as const;
export const PENDING_EDUCATORS_QUERY_KEY = ['/api/users/pending-educators'] as const;

/** Spec section 9: pending educators are polled every 60 s; the admin prompt and approval toast last 10 s. */
export const PENDING_EDUCATORS_POLL_MS = 60_000;
export const PENDING_EDUCATORS_TOAST_MS = 10_000;
export const APPROVAL_TOAST_MS = 10_000;
export const APPROVAL_DIALOG_DELAY_MS = 1000;
export const PENDING_REDIRECT_DELAY_MS = 500;
/** Spec section 9: the pending-approval toast (a pending educator signs in) lasts 10 s. */
export const PENDING_APPROVAL_TOAST_MS = 10_000;
/**
 * How often a signed-in pending account re-reads GET /api/user (and on window focus), so an approval takes effect
 * without signing in again. The gateway re-reads identity every IDENTITY_REFRESH_MS (5 s by default).
 */
export const PENDING_RECHECK_MS = 5_000;

export const approvalMarkerKey = (userId: number) => `approval_notification_shown_${userId}`;
export const pendingPromptMarkerKey = (userId: number) => `pending_educators_prompt_shown_${userId}`;
