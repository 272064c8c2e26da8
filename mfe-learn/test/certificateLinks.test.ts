import { describe, expect, it } from 'vitest';
import { linkedInAddHref, verificationUrl, verifyCredentialHref } from '../src/lib/certificateLinks';

describe('certificate links', () => {
  it('fills in LinkedIn’s certification form: name, organisation, issue month and year, address and id', () => {
    const href = linkedInAddHref(
      { code: 'ABCD-EFGH', courseTitle: 'Soil & Water: Basics', issuedAt: '2026-01-31T23:30:00.000Z' },
      'https://learn.example.org',
    );
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Soil & Water: Basics',
      organizationName: 'Canopy',
      issueYear: '2026',
      issueMonth: '1',
      certUrl: 'https://learn.example.org/certificates/ABCD-EFGH',
      certId: 'ABCD-EFGH',
    });
  });

  it('points the public links at the certificate and its credential check', () => {
    expect(verificationUrl('AB CD', 'https://x.example')).toBe('https://x.example/certificates/AB%20CD');
    expect(verifyCredentialHref('ABCD-EFGH')).toBe('/verify/ABCD-EFGH');
  });
});
