import { sql } from 'drizzle-orm';
import {
  bigint,
  jsonb,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accountLanguages, roles, userStatuses } from '@canopy/contracts';

/** The full stored user (second specification document, section 3). Only the identity service reads it. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    role: text('role', { enum: roles }).notNull().default('student'),
    status: text('status', { enum: userStatuses }).notNull().default('active'),
    // The administrator who approved an educator; kept null if that administrator is later deleted.
    approvedBy: integer('approved_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    biometricEnabled: boolean('biometric_enabled').notNull().default(false),
    biometricId: text('biometric_id'),
    resetToken: text('reset_token'),
    resetTokenExpiry: timestamp('reset_token_expiry', { withTimezone: true, mode: 'date' }),
    /**
     * Sessions that began before this moment are over (password reset, suspension, deletion): the gateway reads
     * it with the user and ends older sessions. Null: no session was ever revoked.
     */
    sessionsValidFrom: timestamp('sessions_valid_from', { withTimezone: true, mode: 'date' }),
    /** The language the user chose (pages, mail, certificates); null: none chosen (accounts made before issue 33). */
    language: text('language', { enum: accountLanguages }),
  },
  (t) => [
    // "Bob" and "bob" are the same account: uniqueness is enforced by the database, so concurrent sign-ups race safely.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_biometric_id_key').on(t.biometricId),
    uniqueIndex('users_reset_token_key').on(t.resetToken),
    index('users_role_status_idx').on(t.role, t.status),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('student', 'educator', 'admin')`),
    check('users_language_check', sql`${t.language} in ('en', 'es')`),
    check('users_status_check', sql`${t.status} in ('active', 'pending', 'suspended', 'rejected')`),
  ],
);

/** Addresses that asked for the newsletter (the footer's subscribe box); a visitor needs no account. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    // Who subscribed while signed in, if anyone; the address stays if the account goes.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_lower_key').on(sql`lower(${t.email})`)],
);

/**
 * Passkeys (WebAuthn credentials) a user registered for signing in without a password. Only the public key is
 * stored; the private key never leaves the user's authenticator.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id as the browser reports it (base64url). */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    // The signature counter is an unsigned 32-bit value: beyond PostgreSQL's integer.
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser can reach the authenticator (internal, hybrid, usb, ...), as it reported them. */
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_key').on(t.credentialId),
    index('passkeys_user_id_idx').on(t.userId),
  ],
);

/**
 * Every administrative action on the platform (issue 12, Activity): identity writes its own in the action's
 * transaction; other services' arrive as `admin.action_recorded` events. Kept when the actor is deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's username when the entry was written (stays readable after the account is deleted). */
    actorName: text('actor_name'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    previousValue: jsonb('previous_value'),
    newValue: jsonb('new_value'),
    ipAddress: text('ip_address'),
    /** The service that performed the action. */
    source: text('source').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at, t.id), index('audit_log_action_idx').on(t.action)],
);

/** Outgoing mail kept locally when no SMTP server is configured (demo); administrators read it in demo mode. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('body_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt)],
);

export const identitySchema = { users, newsletterSubscriptions, passkeys, auditLog, mailOutbox };
export type IdentitySchema = typeof identitySchema;
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
