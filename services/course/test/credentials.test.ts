import { generateKeyPairSync } from 'node:crypto';
import { gunzipSync, inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  base64url,
  decodeJwt,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
  type JWTPayload,
} from 'jose';
import {
  adminCertificateSchema,
  credentialMessages,
  credentialVerificationSchema,
  envelopedCredentialSchema,
  type CredentialVerification,
} from '@canopy/contracts';
import { rowsOf } from '@canopy/service-kit';
import { fakeIdentity, identityHeaders, testEngines } from '@canopy/service-kit/testing';
import { buildCourse, getBytes, makeCast, startCourseService, type TestService } from './harness';

const PUBLIC_URL = 'https://learn.canopy.example:8443';
const DID = 'did:web:learn.canopy.example%3A8443';
const newJwk = () => JSON.stringify(generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }));

/** The VC-JWT inside the downloadable file. */
const jwtOf = (enveloped: { id: string }) => enveloped.id.replace(/^data:application\/vc\+jwt,/, '');

/** The same token with its payload changed and the original signature kept. */
function tampered(jwt: string, change: (payload: JWTPayload) => void): string {
  const [header, , signature] = jwt.split('.');
  const payload = decodeJwt(jwt);
  change(payload);
  return `${header}.${base64url.encode(JSON.stringify(payload))}.${signature}`;
}

const outcomes = (v: CredentialVerification) => Object.fromEntries(v.checks.map((c) => [c.check, c.outcome]));

/**
 * A PDF's streams, inflated (Latin-1). Each is cut by its dictionary's `/Length`, as a reader does: a regular
 * expression up to "\nendstream" took a stream whose compressed bytes happened to end in "\r" one byte short (the
 * line end it allows), and the stream would not inflate. The certificate's code is random, so that was 1 run in 256.
 */
function pdfStreams(body: Buffer): string[] {
  const pdf = body.toString('latin1');
  return [...pdf.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)].map((m) => {
    const start = m.index + m[0].length;
    const bytes = Buffer.from(pdf.slice(start, start + Number(m[1])), 'latin1');
    return inflateSync(bytes).toString('latin1');
  });
}

describe.each(testEngines())('Open Badges 3.0 credentials (%s)', (engine) => {
  const cast = makeCast();
  const holder = fakeIdentity({ firstName: 'Wangari', lastName: 'Maathai' });
  let t: TestService;
  let code: string;
  let jwt: string;
  /** The issuer's public key as an independent verifier gets it: from the published DID document. */
  let publishedKey: Awaited<ReturnType<typeof importJWK>>;
  let kid: string;

  const verify = async (credential: unknown) => {
    const res = await t.api.post('/api/credentials/verify', { credential });
    expect(res.status).toBe(200);
    return credentialVerificationSchema.parse(res.body);
  };

  beforeAll(async () => {
    t = await startCourseService(engine, { PUBLIC_URL, CREDENTIAL_ISSUER_KEY: newJwk() });
    const course = await buildCourse(t.api, cast.educator, cast.admin, {
      lessonsPerModule: [1],
      title: 'Tree Planting for Communities',
      level: 'intermediate',
    });
    await t.api.post('/api/enrollments', { courseId: course.id }, holder);
    const enrollment = (await t.api.get('/api/enrollments', holder)).body[0];
    await t.api.patch(`/api/enrollments/${enrollment.id}`, { competencyLevel: 'proficient' }, holder);
    const done = await t.api.post('/api/lesson-completions', { lessonId: course.lessons[0] }, holder);
    code = done.body.certificate.code;

    const did = await t.api.get('/api/credentials/did.json');
    expect(did.status).toBe(200);
    expect(did.body.id).toBe(DID);
    const method = did.body.verificationMethod[0] as { id: string; publicKeyJwk: JWK };
    expect(method.publicKeyJwk).not.toHaveProperty('d');
    expect(did.body.assertionMethod).toEqual([method.id]);
    kid = method.id;
    publishedKey = await importJWK(method.publicKeyJwk, 'EdDSA');
  });
  afterAll(() => t?.stop());

  it('issues the certificate as an OpenBadgeCredential that jose verifies with the published key', async () => {
    const res = await t.api.get(`/api/certificates/${code}/credential`);
    expect(res.status).toBe(200);
    const enveloped = envelopedCredentialSchema.parse(res.body);
    expect(enveloped['@context']).toBe('https://www.w3.org/ns/credentials/v2');
    jwt = jwtOf(enveloped);
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'EdDSA', typ: 'vc+jwt', cty: 'vc', kid });
    expect(kid.startsWith(`${DID}#`)).toBe(true);

    const { payload } = await jwtVerify(jwt, publishedKey, { algorithms: ['EdDSA'], issuer: DID });
    expect(payload).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: `${PUBLIC_URL}/certificates/${code}`,
      jti: `${PUBLIC_URL}/certificates/${code}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: DID, type: ['Profile'], name: 'Canopy', url: PUBLIC_URL },
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [
          { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Wangari Maathai' },
        ],
        achievement: {
          type: ['Achievement'],
          achievementType: 'Course',
          name: 'Tree Planting for Communities',
          description: 'A course built by the test suite to exercise the API end to end.',
          criteria: { narrative: expect.stringContaining('Complete every lesson') },
          tag: ['sustainability', 'Intermediate'],
        },
        result: [{ type: ['Result'], achievedLevel: expect.stringMatching(/#competency-proficient$/) }],
      },
      credentialStatus: {
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListCredential: `${PUBLIC_URL}/api/credentials/status/0`,
        statusListIndex: expect.stringMatching(/^\d+$/),
      },
    });
    expect(payload.nbf).toBe(Math.floor(Date.parse(payload.validFrom as string) / 1000));
    // The level the learner reached is one the achievement describes.
    const levels = (
      payload.credentialSubject as {
        achievement: { resultDescription: { rubricCriterionLevel: { id: string }[] }[] };
        result: { achievedLevel: string }[];
      }
    ).achievement.resultDescription[0]!.rubricCriterionLevel.map((l) => l.id);
    expect(levels).toContain(
      (payload.credentialSubject as { result: { achievedLevel: string }[] }).result[0]!.achievedLevel,
    );
    // Deterministic: the same certificate always yields the same credential.
    expect(jwtOf((await t.api.get(`/api/certificates/${code}/credential`)).body)).toBe(jwt);
    const file = await t.api.get(`/api/certificates/${code}/credential?download=1`);
    expect(file.headers['content-disposition']).toContain(`canopy-credential-${code}.json`);
    expect((await t.api.get('/api/certificates/AAAA-AAAA-AAAA-AAAA-AAAA-AAAA/credential')).status).toBe(404);
  });

  it('verifies the credential in every form it is handed over in, each check passing', async () => {
    const enveloped = (await t.api.get(`/api/certificates/${code}/credential`)).body;
    for (const form of [jwt, ` ${jwt}\n`, enveloped, JSON.stringify(enveloped, null, 2)]) {
      const v = await verify(form);
      expect(v.verified).toBe(true);
      expect(v.checks.map((c) => [c.check, c.outcome])).toEqual([
        ['format', 'passed'],
        ['issuer', 'passed'],
        ['signature', 'passed'],
        ['expiry', 'passed'],
        ['status', 'passed'],
      ]);
      expect(v.summary).toMatchObject({
        learnerName: 'Wangari Maathai',
        achievementName: 'Tree Planting for Communities',
        issuerId: DID,
        certificateCode: code,
      });
    }
  });

  it('refuses a tampered credential: jose and the platform both find the signature broken', async () => {
    const forged = tampered(jwt, (p) => {
      (p.credentialSubject as { identifier: { identityHash: string }[] }).identifier[0]!.identityHash =
        'Mallory';
    });
    await expect(jwtVerify(forged, publishedKey, { algorithms: ['EdDSA'] })).rejects.toThrow(/signature/i);
    const v = await verify(forged);
    expect(v.verified).toBe(false);
    expect(outcomes(v)).toEqual({
      format: 'passed',
      issuer: 'passed',
      signature: 'failed',
      expiry: 'skipped',
      status: 'skipped',
    });
    expect(v.checks.find((c) => c.check === 'signature')!.message).toMatch(/changed after it was signed/);
    expect(v.summary!.learnerName).toBe('Mallory');
  });

  it('says which check fails for another issuer, an unsigned credential, an expired one and junk', async () => {
    const stranger = await importJWK(JSON.parse(newJwk()), 'EdDSA');
    const payload = decodeJwt(jwt);
    const foreign = await new SignJWT({ ...payload, issuer: { id: 'did:web:elsewhere.example' } })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'did:web:elsewhere.example#k' })
      .sign(stranger);
    expect(outcomes(await verify(foreign))).toMatchObject({
      format: 'passed',
      issuer: 'failed',
      signature: 'skipped',
    });

    // Our issuer named, but signed by someone else's key under our key id: the signature fails.
    const impostor = await new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', kid }).sign(stranger);
    expect(outcomes(await verify(impostor))).toMatchObject({ issuer: 'passed', signature: 'failed' });

    const unsigned = { ...payload, iss: undefined };
    const plain = await verify(unsigned);
    expect(outcomes(plain)).toMatchObject({ format: 'failed', issuer: 'skipped' });
    expect(plain.checks[0]!.message).toMatch(/unsigned JSON/);

    for (const junk of ['hello', '{"a":1}', 'a.b.c']) {
      const v = await verify(junk);
      expect(v.verified).toBe(false);
      expect(v.checks[0]!.outcome).toBe('failed');
    }
    const empty = await t.api.post('/api/credentials/verify', { credential: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(credentialMessages.credentialRequired);
    expect((await t.api.post('/api/credentials/verify', {})).status).toBe(400);
  });

  it('lets only administrators revoke, with a reason; the status list and verification then say revoked', async () => {
    const path = `/api/admin/certificates/${code}/revoke`;
    expect((await t.api.post(path, { reason: 'Plagiarised work' })).status).toBe(401);
    expect((await t.api.post(path, { reason: 'Plagiarised work' }, holder)).status).toBe(403);
    expect((await t.api.post(path, { reason: 'Plagiarised work' }, cast.educator)).status).toBe(403);
    const blank = await t.api.post(path, { reason: '   ' }, cast.admin);
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(credentialMessages.revocationReasonRequired);
    expect(
      (
        await t.api.post(
          '/api/admin/certificates/AAAA-AAAA-AAAA-AAAA-AAAA-AAAA/revoke',
          { reason: 'x' },
          cast.admin,
        )
      ).status,
    ).toBe(404);

    const revoked = await t.api.post(path, { reason: 'Plagiarised work' }, cast.admin);
    expect(revoked.status).toBe(200);
    expect(adminCertificateSchema.parse(revoked.body)).toMatchObject({
      code,
      revocationReason: 'Plagiarised work',
      revokedBy: cast.admin.id,
      revokedAt: expect.any(String),
    });
    const again = await t.api.post(path, { reason: 'Twice' }, cast.admin);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(credentialMessages.alreadyRevoked);

    // The status list, checked independently: its signature with jose, its bit by the W3C decoding.
    const list = await t.api.raw
      .get('/api/credentials/status/0')
      .set(await identityHeaders(null))
      .buffer(true);
    expect(list.status).toBe(200);
    expect(list.headers['content-type']).toMatch(/^application\/vc\+jwt/);
    const { payload } = await jwtVerify(list.text, publishedKey, { algorithms: ['EdDSA'] });
    expect(payload).toMatchObject({
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: DID,
      credentialSubject: { type: 'BitstringStatusList', statusPurpose: 'revocation' },
    });
    const encoded = (payload.credentialSubject as { encodedList: string }).encodedList;
    expect(encoded[0]).toBe('u');
    const bits = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
    expect(bits.length).toBe(16_384);
    const index = Number((decodeJwt(jwt).credentialStatus as { statusListIndex: string }).statusListIndex);
    expect((bits[index >> 3]! >> (7 - (index % 8))) & 1).toBe(1);
    expect(bits.reduce((n, b) => n + (b ? 1 : 0), 0)).toBe(1);

    // The credential itself is unchanged and still correctly signed: revocation is the list's to say.
    await expect(jwtVerify(jwt, publishedKey, { algorithms: ['EdDSA'] })).resolves.toBeDefined();
    const v = await verify(jwt);
    expect(v.verified).toBe(false);
    expect(outcomes(v)).toEqual({
      format: 'passed',
      issuer: 'passed',
      signature: 'passed',
      expiry: 'passed',
      status: 'failed',
    });
    expect(v.checks.find((c) => c.check === 'status')!.message).toMatch(/^Revoked by the issuer on \d{4}-/);

    // The public page says revoked without the reason; the holder and administrators see the reason.
    const page = await t.api.get(`/api/certificates/${code}`);
    expect(page.body.revokedAt).toEqual(expect.any(String));
    expect(page.body).not.toHaveProperty('revocationReason');
    expect((await t.api.get('/api/certificates', holder)).body[0].revocationReason).toBe('Plagiarised work');
  });

  it('lists certificates for administrators, searched, filtered and paged by the server', async () => {
    const list = await t.api.get('/api/admin/certificates?search=maathai&status=revoked', cast.admin);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 25, items: [{ code }] });
    expect(
      (await t.api.get('/api/admin/certificates?status=valid&search=maathai', cast.admin)).body.total,
    ).toBe(0);
    expect((await t.api.get('/api/admin/certificates', holder)).status).toBe(403);
    const bad = await t.api.get('/api/admin/certificates?pageSize=500', cast.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(credentialMessages.pageSizeInvalid);
    expect((await t.api.get('/api/credentials/status/7', cast.admin)).status).toBe(404);
    // The last list (16383) holds nobody yet; the lists after it cannot exist (a status index is a PostgreSQL
    // integer): 404 both, never the column's overflow.
    for (const list of ['16383', '16384', '900028']) {
      const past = await t.api.get(`/api/credentials/status/${list}?ca=1e999`, cast.admin);
      expect(past.status, list).toBe(404);
      expect(past.body.message).toBe(credentialMessages.statusListNotFound);
    }
    // A revoked certificate holding the very last index the sequence can hand out is in the last list's last bit.
    const db = t.service.ctx.db;
    const [{ original }] = rowsOf<{ original: number }>(
      await db.execute(sql`select status_index as original from certificates where code = ${code}`),
    );
    await db.execute(sql`update certificates set status_index = 2147483647 where code = ${code}`);
    try {
      const last = await t.api.raw
        .get('/api/credentials/status/16383')
        .set(await identityHeaders(null))
        .buffer(true);
      expect(last.status).toBe(200);
      const payload = decodeJwt(last.text) as { credentialSubject: { encodedList: string } };
      const bits = gunzipSync(Buffer.from(payload.credentialSubject.encodedList.slice(1), 'base64url'));
      expect(bits[16_383]! & 1).toBe(1);
    } finally {
      await db.execute(sql`update certificates set status_index = ${original} where code = ${code}`);
    }
  });

  it('prints a QR code on the PDF', async () => {
    const res = await getBytes(t.api, `/api/certificates/${code}/pdf`, holder);
    // The page's drawing operators, inflated: the QR code is hundreds of filled squares (`re`).
    const drawn = pdfStreams(res.body as Buffer).join('\n');
    expect(drawn.match(/ re\b/g)!.length).toBeGreaterThan(200);
  });

  it('words the PDF in the learner’s account language, English otherwise', async () => {
    /** The text the page draws: pdfkit writes each line as hex strings in TJ arrays (WinAnsi, Latin-1 here). */
    const textOf = (body: Buffer) =>
      pdfStreams(body)
        .flatMap((ops) => [...ops.matchAll(/\[([^\]]*)\] TJ/g)])
        .map((tj) =>
          [...tj[1]!.matchAll(/<([0-9a-f]*)>/gi)]
            .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
            .join(''),
        )
        .join('\n');
    const spanish = textOf(
      (await getBytes(t.api, `/api/certificates/${code}/pdf`, { ...holder, language: 'es' })).body,
    );
    expect(spanish).toContain('Certificado de finalización');
    expect(spanish).toContain('Se certifica que');
    expect(spanish).toContain('ha completado con éxito el curso');
    expect(spanish).toMatch(/Emitido el \d{1,2} de [a-z]+ de \d{4}/);
    expect(spanish).toContain(`Código de verificación: ${code}`);
    expect(spanish).not.toContain('Certificate of Completion');
    const english = textOf((await getBytes(t.api, `/api/certificates/${code}/pdf`, holder)).body);
    expect(english).toContain('Certificate of Completion');
    expect(english).toMatch(/Issued on [A-Z][a-z]+ \d{1,2}, \d{4}/);
  });
});
