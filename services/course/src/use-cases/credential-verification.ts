import { compactVerify, decodeJwt, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import type {
  CredentialCheck,
  CredentialCheckName,
  CredentialSummary,
  CredentialVerification,
} from '@canopy/contracts';
import type { CredentialIssuer } from '../credentials/credential-issuer';
import { vcJwtOf } from '../credentials/credential-input';
import { OB_CONTEXT, statusListUrl, VC_CONTEXT } from '../credentials/open-badge-credential';
import { statusBit, STATUS_LIST_SIZE } from '../credentials/status-list';
import { requireIssuer, statusListCredential } from './credentials';
import type { CourseDeps } from './deps';

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const day = (iso: string) => new Date(iso).toISOString().slice(0, 10);

function issuerIdOf(credential: Json): string | null {
  return text(credential.issuer) ?? (isRecord(credential.issuer) ? text(credential.issuer.id) : null);
}

function summaryOf(issuer: CredentialIssuer, credential: Json): CredentialSummary {
  const subject = isRecord(credential.credentialSubject) ? credential.credentialSubject : {};
  const named = asList(subject.identifier).find((i) => isRecord(i) && i.identityType === 'name');
  const achievement = isRecord(subject.achievement) ? subject.achievement : {};
  const id = text(credential.id) ?? '';
  const ours = `${issuer.publicUrl}/certificates/`;
  return {
    name: text(credential.name),
    learnerName: isRecord(named) ? text(named.identityHash) : null,
    achievementName: text(achievement.name),
    issuerName: isRecord(credential.issuer) ? text(credential.issuer.name) : null,
    issuerId: issuerIdOf(credential),
    validFrom: text(credential.validFrom),
    validUntil: text(credential.validUntil),
    certificateCode: id.startsWith(ours) ? id.slice(ours.length) : null,
  };
}

/** Whether the list entry is set: read from the platform's own signed status list credential. */
async function revocationOf(
  deps: CourseDeps,
  issuer: CredentialIssuer,
  credential: Json,
  now: Date,
): Promise<CredentialCheck> {
  const fail = (message: string): CredentialCheck => ({ check: 'status', outcome: 'failed', message });
  const entry = asList(credential.credentialStatus).find(
    (e): e is Json =>
      isRecord(e) && e.type === 'BitstringStatusListEntry' && e.statusPurpose === 'revocation',
  );
  if (!entry) return fail('The credential has no revocation status entry (BitstringStatusListEntry).');
  const url = text(entry.statusListCredential) ?? '';
  const listsAt = statusListUrl(issuer, 0).slice(0, -1); // .../api/credentials/status/
  const list = url.startsWith(listsAt) ? Number(url.slice(listsAt.length)) : NaN;
  const index = Number(entry.statusListIndex);
  if (!Number.isInteger(list) || list < 0 || statusListUrl(issuer, list) !== url) {
    return fail(`Its status list (${url || 'none'}) is not this platform's.`);
  }
  if (!Number.isInteger(index) || index < 0 || index >= STATUS_LIST_SIZE) {
    return fail('Its status list index is not a position in the list.');
  }
  let listJwt: string;
  try {
    listJwt = await statusListCredential(deps, list, now);
  } catch {
    return fail(`Its status list (${url}) does not exist.`);
  }
  const { payload } = await jwtVerify(listJwt, issuer.publicKey, { algorithms: ['EdDSA'] });
  const subject = payload.credentialSubject as { encodedList: string };
  if (!statusBit(subject.encodedList, index)) {
    return { check: 'status', outcome: 'passed', message: `Not revoked (entry ${index} of ${url}).` };
  }
  const record = await deps.stores.certificates.findRecordByStatusIndex(list * STATUS_LIST_SIZE + index);
  return fail(
    record?.revokedAt
      ? `Revoked by the issuer on ${day(record.revokedAt)}.`
      : 'Revoked by the issuer (its status list marks it).',
  );
}

/**
 * POST /api/credentials/verify: the checks of a pasted or uploaded credential, in order — its format, its
 * issuer (this platform: Canopy verifies the credentials it issued, with the key it publishes), its signature,
 * its validity dates and its revocation status. A check that cannot be trusted after an earlier failure is
 * skipped and says why; the answer is 200 whatever the outcome.
 */
export async function verifyCredential(
  deps: CourseDeps,
  input: string | Json,
  now = new Date(),
): Promise<CredentialVerification> {
  const issuer = await requireIssuer(deps);
  const checks: CredentialCheck[] = [];
  const pass = (check: CredentialCheckName, message: string) =>
    checks.push({ check, outcome: 'passed', message });
  const fail = (check: CredentialCheckName, message: string) =>
    checks.push({ check, outcome: 'failed', message });
  const skipRest = (reason: string) => {
    const done = new Set(checks.map((c) => c.check));
    for (const check of ['format', 'issuer', 'signature', 'expiry', 'status'] as const) {
      if (!done.has(check)) checks.push({ check, outcome: 'skipped', message: reason });
    }
  };
  const answer = (credential: Json | null): CredentialVerification => ({
    verified: checks.every((c) => c.outcome === 'passed'),
    checks,
    summary: credential ? summaryOf(issuer, credential) : null,
    credential,
  });

  // Format
  const found = vcJwtOf(input);
  if ('failure' in found) {
    fail('format', found.failure);
    skipRest('Not checked: there is no VC-JWT to check.');
    return answer(null);
  }
  let header: ReturnType<typeof decodeProtectedHeader>;
  let credential: JWTPayload;
  try {
    header = decodeProtectedHeader(found.jwt);
    credential = decodeJwt(found.jwt);
  } catch {
    fail('format', 'This token cannot be decoded as a JWT.');
    skipRest('Not checked: there is no VC-JWT to check.');
    return answer(null);
  }
  const types = asList(credential.type);
  const contexts = asList(credential['@context']);
  if (header.alg !== 'EdDSA') {
    fail(
      'format',
      `It is signed with ${String(header.alg)}; this platform's credentials are signed with EdDSA.`,
    );
  } else if (!types.includes('VerifiableCredential') || !types.includes('OpenBadgeCredential')) {
    fail('format', 'It is not an Open Badges credential (type OpenBadgeCredential).');
  } else if (contexts[0] !== VC_CONTEXT || !contexts.includes(OB_CONTEXT)) {
    fail('format', 'Its @context is not that of a VC 2.0 Open Badges 3.0 credential.');
  } else {
    pass('format', 'An Open Badges 3.0 credential secured as a VC-JWT (EdDSA).');
  }
  if (checks[0]!.outcome === 'failed') {
    skipRest('Not checked: the credential is not in the format this platform issues.');
    return answer(credential);
  }

  // Issuer
  const issuerId = issuerIdOf(credential);
  if (issuerId !== issuer.did || (credential.iss !== undefined && credential.iss !== issuer.did)) {
    fail('issuer', `Issued by ${issuerId ?? 'no one'}, not by this platform (${issuer.did}).`);
  } else if (header.kid !== issuer.kid) {
    fail('issuer', `Signed with the key ${String(header.kid)}, which this platform does not publish.`);
  } else {
    pass('issuer', `Issued by ${issuer.name} (${issuer.did}).`);
  }
  if (checks[1]!.outcome === 'failed') {
    skipRest('Not checked: only this platform’s own key is trusted, and it did not issue this credential.');
    return answer(credential);
  }

  // Signature
  try {
    await compactVerify(found.jwt, issuer.publicKey, { algorithms: ['EdDSA'] });
    pass('signature', 'The signature matches the issuer’s published key: the credential is unchanged.');
  } catch {
    fail('signature', 'The signature does not match: the credential was changed after it was signed.');
    skipRest('Not checked: the signature did not verify, so nothing in the credential can be trusted.');
    return answer(credential);
  }

  // Expiry
  const validFrom = text(credential.validFrom);
  const validUntil = text(credential.validUntil);
  if (!validFrom || Number.isNaN(Date.parse(validFrom))) {
    fail('expiry', 'It has no valid validFrom date.');
  } else if (Date.parse(validFrom) > now.getTime()) {
    fail('expiry', `It is not valid before ${day(validFrom)}.`);
  } else if (validUntil && !(Date.parse(validUntil) > now.getTime())) {
    fail('expiry', `It expired on ${day(validUntil)}.`);
  } else {
    pass(
      'expiry',
      validUntil
        ? `Valid from ${day(validFrom)} until ${day(validUntil)}.`
        : `Valid since ${day(validFrom)}; it does not expire.`,
    );
  }

  // Status
  checks.push(await revocationOf(deps, issuer, credential, now));
  return answer(credential);
}
