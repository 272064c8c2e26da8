import { z } from 'zod';
import { languageSchema } from './language';

export const roles = ['student', 'educator', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

// 'rejected' is the state of an educator application an administrator turned down.
export const userStatuses = ['active', 'pending', 'suspended', 'rejected'] as const;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** A user as any API returns it: never a password hash, reset token or biometric id. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  role: roleSchema,
  status: userStatusSchema,
  approvedBy: z.number().int().nullable(),
  biometricEnabled: z.boolean(),
  createdAt: z.string(),
  /**
   * The language the account chose (pages, e-mails, certificates, the assistant's texts); null or absent: none
   * chosen yet (the browser's, else English).
   */
  language: languageSchema.nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** What other services may learn about a user (e.g. a course's instructor). */
export const publicUserSchema = userSchema.pick({
  id: true,
  username: true,
  firstName: true,
  lastName: true,
  role: true,
});
export type PublicUser = z.infer<typeof publicUserSchema>;
