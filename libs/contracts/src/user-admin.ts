import { z } from 'zod';
import { passwordSchema, registrationSchema } from './auth';
import { roleSchema, userSchema, userStatusSchema } from './user';
import { pagedSchema } from './paging';

/*
 * The admin area's calls to the identity service (issue 12): the paged user list, creating staff accounts,
 * account recovery, the audit log, the figures and the mail outbox. Texts the specification gives are in
 * `messages` (auth.ts); the ones it leaves to the server are `userAdminMessages` / `recoveryMessages` here.
 */

export const userAdminMessages = {
  userUpdated: 'User updated',
  userSuspended: 'User suspended',
  userReactivated: 'User reactivated',
  educatorApproved: 'Educator approved',
  educatorRejected: 'Educator rejected',
  userCreated: 'User created',
  /** DELETE of an educator who still teaches learners (409). */
  educatorHoldsCourses:
    'This educator still owns approved courses with enrolled learners. Reassign those courses to another educator first, then delete the account.',
  /** DELETE of an educator while the course service cannot be asked (503). */
  holdingsUnavailable:
    'The course service could not be reached to check this educator’s courses, so the account was not deleted. Please try again shortly.',
  staffRoleRequired: 'Administrators can create administrator or educator accounts only.',
  resetLinkSent: 'Reset link sent',
  resetLinkNoEmail: 'This user has no email address to send a reset link to.',
  outboxUnavailable: 'The local mail outbox is only readable in demo mode.',
} as const;

export const recoveryMessages = {
  /** Spec 001 section 5. */
  tokenRequired: 'Reset token is required',
  /** Spec 001 section 5. */
  emailRequired: 'Valid email address is required',
  /** The same answer whether the address belongs to an account or not. */
  linkRequested:
    'If an account uses this email address, we have sent it a link to reset the password. The link works for one hour.',
  passwordChanged: 'Your password has been changed. Please log in with your new password.',
  tokenInvalid: 'This reset link is invalid, has already been used or has expired. Please ask for a new one.',
  mailSubject: 'Reset your Canopy password',
  educatorApprovedSubject: 'Your Canopy educator account is approved',
  educatorRejectedSubject: 'Your Canopy educator application',
} as const;

// ---- Users list ------------------------------------------------------------------------------------------

export const USERS_PAGE_SIZE = 25;
export const USERS_MAX_PAGE_SIZE = 100;

/** Sort keys of GET /api/users; a leading `-` sorts descending. Default `-createdAt` (newest first). */
export const userSortKeys = [
  'createdAt',
  '-createdAt',
  'name',
  '-name',
  'username',
  '-username',
  'email',
  '-email',
  'role',
  '-role',
  'status',
  '-status',
] as const;
export const userSortSchema = z.enum(userSortKeys);
export type UserSort = z.infer<typeof userSortSchema>;

const pageField = z.coerce.number().int().min(1).max(100_000).default(1);
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/users query. Empty values count as absent (a form's cleared filter). */
export const userListQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  role: z.preprocess(emptyToUndefined, roleSchema.optional()),
  status: z.preprocess(emptyToUndefined, userStatusSchema.optional()),
  sort: z.preprocess(emptyToUndefined, userSortSchema.default('-createdAt')),
  page: z.preprocess(emptyToUndefined, pageField),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(USERS_MAX_PAGE_SIZE).default(USERS_PAGE_SIZE),
  ),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

export const userPageSchema = pagedSchema(userSchema);
export type UserPage = z.infer<typeof userPageSchema>;

/** POST /api/users — an administrator creates an administrator or an (active) educator account. */
export const staffAccountSchema = registrationSchema.omit({ biometricEnabled: true }).extend({
  role: z.enum(['educator', 'admin'], { error: userAdminMessages.staffRoleRequired }),
});
export type StaffAccountPayload = z.infer<typeof staffAccountSchema>;

/** POST /api/users/{id}/reject — the reason is optional. */
export const educatorRejectionSchema = z.object({
  reason: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(1000).optional(),
  ),
});
export type EducatorRejection = z.infer<typeof educatorRejectionSchema>;

// ---- Account recovery ------------------------------------------------------------------------------------

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: recoveryMessages.emailRequired })
    .trim()
    .max(254, recoveryMessages.emailRequired)
    .email(recoveryMessages.emailRequired),
});
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: recoveryMessages.tokenRequired })
    .trim()
    .min(1, recoveryMessages.tokenRequired)
    .max(200, recoveryMessages.tokenInvalid),
  password: passwordSchema,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

/** The shell's page a reset link opens: `${origin}${RESET_PASSWORD_PATH}?token=...`. */
export const RESET_PASSWORD_PATH = '/reset-password';
/** A reset link works this long. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** How outgoing mail leaves: through SMTP (`SMTP_URL`), or kept in the local outbox (demo, no SMTP). */
export const mailDeliverySchema = z.enum(['smtp', 'outbox']);
export type MailDelivery = z.infer<typeof mailDeliverySchema>;

/** GET /api/admin/mail — what the admin banner says about outgoing mail. */
export const mailSettingsSchema = z.object({
  delivery: mailDeliverySchema,
  /** Whether GET /api/admin/outbox can be read (demo mode without SMTP). */
  outboxReadable: z.boolean(),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/** POST /api/users/{id}/send-reset-link. */
export const resetLinkAnswerSchema = z.object({ message: z.string(), delivery: mailDeliverySchema });
export type ResetLinkAnswer = z.infer<typeof resetLinkAnswerSchema>;

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxQuerySchema = z.object({
  page: z.preprocess(emptyToUndefined, pageField),
  pageSize: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(25)),
});
export const outboxPageSchema = pagedSchema(outboxMailSchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;

// ---- Audit log -------------------------------------------------------------------------------------------

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** The administrator; null once that account is deleted (the username stays in `actorName`). */
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  previousValue: z.unknown().nullable(),
  newValue: z.unknown().nullable(),
  ipAddress: z.string().nullable(),
  /** The service that performed the action. */
  source: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const activityQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  action: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  page: z.preprocess(emptyToUndefined, pageField),
  pageSize: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(25)),
});
export type ActivityQuery = z.output<typeof activityQuerySchema>;

export const auditPageSchema = pagedSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

// ---- Figures ---------------------------------------------------------------------------------------------

export const figuresQuerySchema = z.object({
  days: z.preprocess(
    (v) => (v === '' || v === undefined ? '30' : v),
    z.enum(['30', '90'], { error: 'days must be 30 or 90' }).transform(Number),
  ),
});

/** GET /api/admin/figures — identity's part of the dashboard (the Courses card comes from the course service). */
export const identityFiguresSchema = z.object({
  days: z.number().int(),
  /** One entry per day of the window, oldest first, days without sign-ups included (UTC dates). */
  signUps: z.array(z.object({ date: z.string(), count: z.number().int() })),
  totals: z.object({
    totalUsers: z.number().int(),
    activeEducators: z.number().int(),
    pendingApprovals: z.number().int(),
  }),
});
export type IdentityFigures = z.infer<typeof identityFiguresSchema>;
