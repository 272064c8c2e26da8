/**
 * Texts the identity service answers with that the specification leaves to the server (its own texts are in
 * `messages` of auth.ts). Kept here so the service, the gateway, the front ends and the tests share one wording.
 */
export const identityMessages = {
  userNotFound: 'User not found',
  userDeleted: 'User deleted',
  notPendingEducatorApprove: 'Only pending educator accounts can be approved.',
  notPendingEducatorReject: 'Only pending educator accounts can be rejected.',
  notActiveSuspend: 'Only active accounts can be suspended.',
  notSuspendedReactivate: 'Only suspended accounts can be reactivated.',
  cannotSuspendSelf: 'You cannot suspend your own account.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  adminRequired: 'Only an active administrator can do this.',
  testLoginUnavailable: 'Test login is not available',
  passkeyNotVerified: 'The passkey could not be verified. Please try again.',
  passkeyNotRecognised: 'This passkey is not recognised. Sign in with your password instead.',
  passkeyTaken: 'This passkey is already registered.',
  userIdRequired: 'userId is required',
  challengeRequired: 'expectedChallenge is required',
  idsRequired: 'ids is required, e.g. ?ids=1,2,3',
  tooManyIds: (max: number) => `At most ${max} ids per request`,
} as const;
