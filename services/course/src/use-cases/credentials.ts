import {
  courseMessages,
  credentialMessages,
  type AdminCertificate,
  type AdminCertificateQuery,
  type EnvelopedCredential,
  type Identity,
  type Paged,
} from '@canopy/contracts';
import { ConflictError, NotFoundError, UnavailableError } from '@canopy/service-kit';
import { normaliseCertificateCode } from '../certificates/certificate-code';
import type { CredentialIssuer } from '../credentials/credential-issuer';
import { openBadgeCredential, statusListUrl, VC_CONTEXT } from '../credentials/open-badge-credential';
import { encodeStatusList, STATUS_LIST_SIZE, STATUS_LISTS } from '../credentials/status-list';
import { envelope, signVcJwt } from '../credentials/vc-jwt';
import type { CertificateRecord } from '../stores/mappers';
import type { CourseDeps } from './deps';

export async function requireIssuer(deps: CourseDeps): Promise<CredentialIssuer> {
  const issuer = await deps.credentialIssuer();
  if (!issuer) throw new UnavailableError(credentialMessages.notConfigured, 60);
  return issuer;
}

async function recordByCode(deps: CourseDeps, code: string): Promise<CertificateRecord> {
  const normalised = normaliseCertificateCode(code);
  const record = normalised ? await deps.stores.certificates.findRecordByCode(normalised) : null;
  if (!record) throw new NotFoundError(courseMessages.certificateNotFound);
  return record;
}

/** The certificate's Open Badges credential as a VC-JWT. */
export async function certificateVcJwt(
  deps: CourseDeps,
  code: string,
): Promise<{ certificate: CertificateRecord; jwt: string }> {
  const issuer = await requireIssuer(deps);
  const certificate = await recordByCode(deps, code);
  return { certificate, jwt: await signVcJwt(issuer, openBadgeCredential(issuer, certificate)) };
}

/**
 * GET /api/certificates/{code}/credential (public, like the certificate's page: the code is what its holder
 * shares): the credential as a VC 2.0 EnvelopedVerifiableCredential, the JSON file a learner downloads. A revoked
 * certificate's credential is still given: its status list says it is revoked.
 */
export async function certificateCredential(
  deps: CourseDeps,
  code: string,
): Promise<{ certificate: CertificateRecord; credential: EnvelopedCredential }> {
  const { certificate, jwt } = await certificateVcJwt(deps, code);
  return { certificate, credential: envelope(jwt) };
}

/**
 * GET /api/credentials/status/{list}: the BitstringStatusListCredential (VC-JWT) of one list, built from the
 * revoked certificates now. Lists exist up to the one holding the newest certificate's index.
 */
export async function statusListCredential(deps: CourseDeps, list: number, now: Date): Promise<string> {
  if (list >= STATUS_LISTS) throw new NotFoundError(credentialMessages.statusListNotFound);
  const issuer = await requireIssuer(deps);
  const from = list * STATUS_LIST_SIZE;
  const revoked = await deps.stores.certificates.revokedIndexes(from, from + STATUS_LIST_SIZE);
  if (list > 0 && !(await deps.stores.certificates.findRecordByStatusIndex(from)) && revoked.length === 0) {
    throw new NotFoundError(credentialMessages.statusListNotFound);
  }
  const url = statusListUrl(issuer, list);
  return signVcJwt(issuer, {
    '@context': [VC_CONTEXT],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuer.did,
    validFrom: now.toISOString(),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeStatusList(revoked.map((i) => i - from)),
    },
  });
}

/** GET /.well-known/did.json (through the gateway): the issuer's DID document with its public key. */
export async function issuerDidDocument(deps: CourseDeps): Promise<Record<string, unknown>> {
  return (await requireIssuer(deps)).didDocument;
}

/** POST /api/admin/certificates/{code}/revoke: revoked with the administrator's reason, for good. */
export async function revokeCertificate(
  deps: CourseDeps,
  actor: Identity,
  code: string,
  reason: string,
): Promise<AdminCertificate> {
  const certificate = await recordByCode(deps, code);
  if (certificate.revokedAt) throw new ConflictError(credentialMessages.alreadyRevoked);
  const revoked = await deps.stores.certificates.revoke(certificate.id, {
    reason,
    by: actor.id,
    at: new Date(),
  });
  if (!revoked) throw new ConflictError(credentialMessages.alreadyRevoked);
  deps.logger.info({ certificate: revoked.code, by: actor.id }, 'certificate revoked');
  return adminView(revoked);
}

function adminView(record: CertificateRecord): AdminCertificate {
  const {
    courseDescription: _d,
    courseLevel: _l,
    competencyLevel: _c,
    statusIndex: _s,
    ...certificate
  } = record;
  return certificate;
}

/** GET /api/admin/certificates. */
export async function listAdminCertificates(
  deps: CourseDeps,
  query: AdminCertificateQuery,
): Promise<Paged<AdminCertificate>> {
  const page = await deps.stores.certificates.listForAdmin(query);
  return { ...page, items: page.items.map(adminView) };
}
