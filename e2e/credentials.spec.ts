/**
 * Verifiable certificates (docs/CREDENTIALS.md): a learner who completed a course downloads the certificate's
 * Open Badges 3.0 credential from the certificate banner, a visitor verifies the file on the public /verify page
 * (and `jose` verifies it with the key the gateway publishes at /.well-known/did.json), a tampered copy is refused,
 * an administrator revokes the certificate in the Certificates tab, and /verify/{code} then says it was revoked.
 * axe at 1280 and 360 px on every screen.
 */
import { readFile } from 'node:fs/promises';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { base64url, decodeJwt, importJWK, jwtVerify, type JWK } from 'jose';
import { created, firstCategoryId, okJson, registerAccount, signedInApi } from './support/api-helpers';
import { expectAccessibleAtBothWidths } from './support/both-widths';
import { accounts, expectRemoteDeployed, expectToast, run } from './support/platform';
import { signedInPage } from './support/signed-in-page';

const COURSE_TITLE = `Community Composting ${run}`;

test.describe.configure({ mode: 'serial' });

test('a certificate travels as a signed credential, verifies publicly and fails once revoked', async ({
  browser,
  baseURL: configured,
}, testInfo) => {
  test.setTimeout(360_000);
  const baseURL = configured ?? 'http://localhost:3000';
  const probe = await playwrightRequest.newContext({ baseURL });
  await expectRemoteDeployed(probe, 'learn');
  await expectRemoteDeployed(probe, 'admin');

  // --- Setup through the APIs: a one-lesson course, approved; a learner who completes it ------------------
  const educator = await signedInApi(baseURL, accounts.educator);
  const course = await created<{ id: number }>(educator, '/api/courses', {
    title: COURSE_TITLE,
    description: 'Turn kitchen scraps into soil with your neighbours — a course made by the e2e suite.',
    categoryId: await firstCategoryId(educator),
    level: 'beginner',
  });
  const mod = await created<{ id: number }>(educator, '/api/modules', {
    title: 'Getting started',
    description: 'Bins, browns and greens.',
    courseId: course.id,
  });
  const lesson = await created<{ id: number }>(educator, '/api/lessons', {
    title: 'Browns and greens',
    content: 'Mix carbon-rich browns with nitrogen-rich greens.',
    moduleId: mod.id,
  });
  await educator.dispose();
  const admin = await signedInApi(baseURL, accounts.admin);
  await okJson(admin.post(`/api/courses/${course.id}/approve`));
  await admin.dispose();

  const learnerApi = await playwrightRequest.newContext({ baseURL });
  const learner = await registerAccount(learnerApi, {
    prefix: 'badge',
    firstName: 'Ada',
    lastName: 'Compost',
    password: 'Compost!heap42',
  });
  await created(learnerApi, '/api/enrollments', { courseId: course.id });
  const done = await created<{ certificate: { code: string } }>(learnerApi, '/api/lesson-completions', {
    lessonId: lesson.id,
  });
  const code = done.certificate.code;
  await learnerApi.dispose();

  // --- The learner downloads the credential from the certificate banner ------------------------------------
  const page = await signedInPage(browser, baseURL, learner);
  await page.goto(`/courses/${course.id}/dashboard`);
  const banner = page.getByRole('region', { name: 'Congratulations — you completed this course!' });
  // Generous first waits: a page's first load shares two cores with the whole platform.
  const firstLoad = { timeout: 30_000 };
  await expect(banner).toBeVisible(firstLoad);
  const linkedIn = banner.getByRole('link', { name: /Add to LinkedIn/ });
  const linkedInUrl = new URL((await linkedIn.getAttribute('href'))!);
  expect(linkedInUrl.origin + linkedInUrl.pathname).toBe('https://www.linkedin.com/profile/add');
  expect(Object.fromEntries(linkedInUrl.searchParams)).toMatchObject({
    startTask: 'CERTIFICATION_NAME',
    name: COURSE_TITLE,
    organizationName: 'Canopy',
    certId: code,
    certUrl: `${baseURL}/certificates/${code}`,
  });
  await expectAccessibleAtBothWidths(page, 'enrolled course with its certificate', {
    name: 'credential-banner',
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    banner.getByRole('link', { name: 'Download credential (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`canopy-credential-${code}.json`);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const enveloped = JSON.parse(await readFile(file, 'utf8')) as { type: string; id: string };
  expect(enveloped.type).toBe('EnvelopedVerifiableCredential');
  const jwt = enveloped.id.replace('data:application/vc+jwt,', '');

  // An independent check: jose, with the key the gateway publishes for did:web.
  const did = await okJson<{ id: string; verificationMethod: { publicKeyJwk: JWK }[] }>(
    probe.get('/.well-known/did.json'),
  );
  expect(did.id).toBe(`did:web:${encodeURIComponent(new URL(baseURL).host)}`);
  const key = await importJWK(did.verificationMethod[0]!.publicKeyJwk, 'EdDSA');
  const { payload } = await jwtVerify(jwt, key, { algorithms: ['EdDSA'], issuer: did.id });
  expect(payload.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
  await page.context().close();

  // --- A visitor verifies the uploaded file on the public page ----------------------------------------------
  const visitor = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const verifier = await visitor.newPage();
  await verifier.goto('/verify');
  await expect(verifier.getByRole('heading', { level: 1, name: 'Verify a credential' })).toBeVisible(
    firstLoad,
  );
  await expectAccessibleAtBothWidths(verifier, 'verify page', { name: 'credential-verify-empty' });
  await verifier.getByLabel('Upload a credential file').setInputFiles(file);
  const verdict = verifier.getByRole('heading', { level: 2, name: 'This credential is valid' });
  await expect(verdict).toBeVisible(firstLoad);
  await expect(verdict).toBeFocused();
  const checks = verifier.getByRole('list', { name: 'Checks' });
  for (const name of ['Format', 'Issuer', 'Signature', 'Validity dates', 'Revocation status']) {
    await expect(checks.getByText(`${name}: passed`)).toBeVisible();
  }
  await expect(verifier.getByText('Ada Compost')).toBeVisible();
  await expectAccessibleAtBothWidths(verifier, 'a verified credential', { name: 'credential-verified' });

  // A tampered copy: the name changed, the signature kept.
  const [header, , signature] = jwt.split('.');
  const forged = { ...decodeJwt(jwt), name: 'Certificate of Completion — Rocket Science' };
  await verifier
    .getByLabel('Credential', { exact: true })
    .fill(`${header}.${base64url.encode(JSON.stringify(forged))}.${signature}`);
  await verifier.getByRole('button', { name: 'Verify' }).click();
  await expect(
    verifier.getByRole('heading', { level: 2, name: 'This credential did not pass verification' }),
  ).toBeVisible();
  await expect(checks.getByText('Signature: failed')).toBeVisible();
  await expect(checks.getByText(/changed after it was signed/)).toBeVisible();
  await expectAccessibleAtBothWidths(verifier, 'a tampered credential', { name: 'credential-tampered' });

  // --- An administrator revokes it ---------------------------------------------------------------------------
  const adminPage = await signedInPage(browser, baseURL, accounts.admin);
  await adminPage.goto('/admin?tab=certificates');
  await adminPage.getByRole('searchbox', { name: 'Search certificates' }).fill(code);
  const row = adminPage.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1, firstLoad);
  await expect(row.getByText('Valid', { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(adminPage, 'admin certificates tab', { name: 'credential-admin-list' });
  await row.getByRole('button', { name: /^Revoke the certificate of Ada Compost/ }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Revoke certificate' });
  await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(dialog.getByText('Please give a reason for the revocation')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Completed with another learner’s account');
  await expectAccessibleAtBothWidths(adminPage, 'revoke dialog', {
    name: 'credential-revoke-dialog',
    include: '[role="dialog"]',
  });
  await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
  await expectToast(adminPage, 'Certificate revoked');
  await expect(row.getByText(/^Revoked /)).toBeVisible();
  await expect(row.getByText('Reason: Completed with another learner’s account')).toBeVisible();
  await adminPage.context().close();

  // --- The QR code's page now says revoked -------------------------------------------------------------------
  await verifier.goto(`/verify/${code}`);
  await expect(
    verifier.getByRole('heading', { level: 2, name: 'This credential did not pass verification' }),
  ).toBeVisible(firstLoad);
  await expect(checks.getByText('Revocation status: failed')).toBeVisible();
  await expect(checks.getByText(/^Revoked by the issuer on \d{4}-\d{2}-\d{2}\.$/)).toBeVisible();
  await expect(checks.getByText('Signature: passed')).toBeVisible();
  await expectAccessibleAtBothWidths(verifier, 'a revoked credential', { name: 'credential-revoked' });

  await verifier.goto(`/certificates/${code}`);
  await expect(verifier.getByText(/Revoked on [A-Z][a-z]+ \d{1,2}, \d{4}/)).toBeVisible(firstLoad);
  await expect(verifier.getByText('This certificate was revoked')).toBeVisible();
  await expectAccessibleAtBothWidths(verifier, 'a revoked certificate page', {
    name: 'credential-certificate-revoked',
  });
  await visitor.close();
  await probe.dispose();
});
