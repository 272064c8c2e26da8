import { z } from 'zod';
import { languageSchema } from './language';
import { roleSchema, userSchema } from './user';

export const messages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be at most 50 characters',
  usernameChars: 'Username may only contain letters, numbers, dots, dashes and underscores',
  passwordMin: 'Password must be at least 8 characters long',
  passwordMax: 'Password must be at most 128 characters long',
  passwordLetter: 'Password must contain at least one letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  confirmRequired: 'Password confirmation is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Invalid email address',
  passwordsMismatch: 'Passwords do not match',
  termsRequired: 'You must accept the terms and conditions',
  adminRestricted:
    'Administrator accounts can only be created by existing administrators or during initial system setup.',
  educatorNotice:
    'Educator accounts require admin approval. After registration, your account will be pending until reviewed by an administrator.',
  pendingApproval: 'Your educator account is still pending approval by an administrator.',
  registrationPending:
    'Registration successful. Your educator account is pending approval by an administrator.',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'Username already taken',
  suspended: 'Your account has been suspended. Please contact support.',
  rejected: 'Your educator application was not approved. Please contact support.',
  passwordHint: 'Password must be at least 8 characters',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordSchema = z
  .string({ error: messages.passwordRequired })
  .min(PASSWORD_MIN, messages.passwordMin)
  .max(PASSWORD_MAX, messages.passwordMax)
  .regex(/[A-Za-z]/, messages.passwordLetter)
  .regex(/[0-9]/, messages.passwordNumber)
  .regex(/[^A-Za-z0-9]/, messages.passwordSpecial);

export const loginSchema = z.object({
  username: z.string({ error: messages.usernameRequired }).trim().min(1, messages.usernameRequired).max(200),
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(PASSWORD_MAX * 4),
});
export type LoginPayload = z.infer<typeof loginSchema>;

const nameField = (required: string) => z.string({ error: required }).trim().min(1, required).max(100);

/** Registration as the API takes it. Unknown keys (status, approvedBy, ...) are stripped, never stored. */
export const registrationSchema = z.object({
  username: z
    .string({ error: messages.usernameMin })
    .trim()
    .min(3, messages.usernameMin)
    .max(50, messages.usernameMax)
    .regex(/^[A-Za-z0-9._-]+$/, messages.usernameChars),
  password: passwordSchema,
  firstName: nameField(messages.firstNameRequired),
  lastName: nameField(messages.lastNameRequired),
  email: z
    .string({ error: messages.invalidEmail })
    .trim()
    .max(254, messages.invalidEmail)
    .email(messages.invalidEmail),
  role: roleSchema.default('student'),
  biometricEnabled: z.boolean().default(false),
  /** The language the visitor is using; the gateway fills in the request's Accept-Language (else English). */
  language: languageSchema.optional(),
});
export type RegistrationPayload = z.infer<typeof registrationSchema>;

/** The sign-up form: the API payload plus the fields that never leave the browser. */
export const registrationFormSchema = registrationSchema
  .extend({
    confirmPassword: z.string({ error: messages.confirmRequired }).min(1, messages.confirmRequired),
    acceptTerms: z.boolean(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type RegistrationForm = z.input<typeof registrationFormSchema>;

/**
 * Answer of POST /api/register for an account that waits for an administrator (an educator): no session is opened.
 * Clients branch on `status`; the message (containing 'pending approval', spec 000 section 3) is for people.
 */
export const pendingRegistrationSchema = z.object({
  status: z.literal('pending'),
  message: z.string(),
});
export type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;

/** Answer of POST /api/register: the new user, signed in (201 User), or a pending registration. */
export const registrationAnswerSchema = z.union([userSchema, pendingRegistrationSchema]);
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

export const userUpdateSchema = z
  .object({
    firstName: nameField(messages.firstNameRequired),
    lastName: nameField(messages.lastNameRequired),
    email: z
      .string({ error: messages.invalidEmail })
      .trim()
      .max(254, messages.invalidEmail)
      .email(messages.invalidEmail),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UserUpdate = z.infer<typeof userUpdateSchema>;
