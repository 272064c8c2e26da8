import { z } from 'zod';
import { id } from './course-fields';
import { certificateSchema } from './course-certificate';

/*
 * Certificates as Open Badges 3.0 credentials (W3C Verifiable Credentials 2.0, secured as VC-JWT with EdDSA):
 * revocation by an administrator, the public verification of a pasted or uploaded credential, the admin list.
 * docs/CREDENTIALS.md describes the credential and why it is a VC-JWT.
 */

/** Every text the credential routes answer with, and their validation messages. */
export const credentialMessages = {
  revocationReasonRequired: 'Please give a reason for the revocation',
  revocationReasonMax: 'The reason must be at most 500 characters',
  alreadyRevoked: 'This certificate is already revoked',
  credentialRequired: 'Paste or upload a credential to verify',
  credentialTooLong: 'The credential must be at most 100000 characters',
  notConfigured: 'Verifiable credentials are not configured on this platform.',
  statusListNotFound: 'Status list not found',
  searchMax: 'Search must be at most 200 characters',
  pageInvalid: 'page must be a whole number from 1 to 1000000',
  pageSizeInvalid: 'pageSize must be a whole number from 1 to 100',
  statusFilterInvalid: 'Status must be all, valid or revoked',
} as const;

/** POST /api/admin/certificates/{code}/revoke. */
export const certificateRevocationSchema = z.object({
  reason: z
    .string({ error: credentialMessages.revocationReasonRequired })
    .trim()
    .min(1, credentialMessages.revocationReasonRequired)
    .max(500, credentialMessages.revocationReasonMax),
});
export type CertificateRevocation = z.infer<typeof certificateRevocationSchema>;

/** POST /api/credentials/verify: a VC-JWT, the JSON of an enveloped credential, or that JSON already parsed. */
export const credentialVerifyRequestSchema = z.object({
  credential: z.union(
    [
      z
        .string()
        .trim()
        .min(1, credentialMessages.credentialRequired)
        .max(100_000, credentialMessages.credentialTooLong),
      z.record(z.string(), z.unknown()),
    ],
    { error: credentialMessages.credentialRequired },
  ),
});
export type CredentialVerifyRequest = z.infer<typeof credentialVerifyRequestSchema>;

/** The checks of a verification, in the order they run. */
export const credentialCheckNames = ['format', 'issuer', 'signature', 'expiry', 'status'] as const;
export type CredentialCheckName = (typeof credentialCheckNames)[number];

export const credentialCheckSchema = z.object({
  check: z.enum(credentialCheckNames),
  /** `skipped`: not checked because an earlier check failed (the message says which). */
  outcome: z.enum(['passed', 'failed', 'skipped']),
  message: z.string(),
});
export type CredentialCheck = z.infer<typeof credentialCheckSchema>;

/** What a verified (or refused) credential says, for people: read from its payload, signed or not. */
export const credentialSummarySchema = z.object({
  name: z.string().nullable(),
  learnerName: z.string().nullable(),
  achievementName: z.string().nullable(),
  issuerName: z.string().nullable(),
  issuerId: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** The platform's verification page of the certificate, when the credential names one of ours. */
  certificateCode: z.string().nullable(),
});
export type CredentialSummary = z.infer<typeof credentialSummarySchema>;

export const credentialVerificationSchema = z.object({
  /** True only when every check passed. */
  verified: z.boolean(),
  checks: z.array(credentialCheckSchema),
  /** Null when the input is not a credential at all. */
  summary: credentialSummarySchema.nullable(),
  /** The decoded credential (the JWT's payload), so a reader sees exactly what was checked. */
  credential: z.record(z.string(), z.unknown()).nullable(),
});
export type CredentialVerification = z.infer<typeof credentialVerificationSchema>;

/** GET /api/certificates/{code}/credential: a VC 2.0 enveloped credential holding the VC-JWT. */
export const envelopedCredentialSchema = z.object({
  '@context': z.string().or(z.array(z.string())),
  id: z.string(),
  type: z.literal('EnvelopedVerifiableCredential'),
});
export type EnvelopedCredential = z.infer<typeof envelopedCredentialSchema>;

/** One row of the admin list: the certificate, its revocation and who revoked it. */
export const adminCertificateSchema = certificateSchema.extend({
  revokedBy: id.nullable(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;

const wholeNumber = (message: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));

/** GET /api/admin/certificates: search on learner, course or code; newest first. */
export const adminCertificateQuerySchema = z.object({
  search: z.string().trim().max(200, credentialMessages.searchMax).optional(),
  status: z
    .enum(['all', 'valid', 'revoked'], { error: credentialMessages.statusFilterInvalid })
    .default('all'),
  page: wholeNumber(credentialMessages.pageInvalid, 1_000_000).default(1),
  pageSize: wholeNumber(credentialMessages.pageSizeInvalid, 100).default(25),
});
export type AdminCertificateQuery = z.infer<typeof adminCertificateQuerySchema>;
