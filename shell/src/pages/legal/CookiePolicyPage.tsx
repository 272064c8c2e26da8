import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../layout/navLinks';
import { EFFECTIVE_DATE, LegalDocument } from './LegalDocument';
import type { LegalSection } from './LegalDocument';

const sections: LegalSection[] = [
  {
    id: 'what',
    title: 'What cookies and browser storage are',
    body: (
      <p>
        Cookies are small text files a website stores in your browser. Browsers also offer local storage and
        session storage, which work in a similar way. Canopy uses a small number of them, only to make the
        platform work.
      </p>
    ),
  },
  {
    id: 'what-we-use',
    title: 'What Canopy uses',
    body: (
      <div className="table-wrap" role="region" aria-label="Cookies and storage Canopy uses" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Purpose</th>
              <th scope="col">Lasts</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Session cookie</td>
              <td>Essential cookie</td>
              <td>
                Keeps you signed in and protects your session. It is marked HTTP-only and cannot be read by
                scripts.
              </td>
              <td>Until you log out or the session expires</td>
            </tr>
            <tr>
              <td>
                <code>approval_notification_shown_&#123;id&#125;</code>
              </td>
              <td>Local storage</td>
              <td>
                Remembers that the &ldquo;Account Approved&rdquo; notice was shown to an educator, so it
                appears only once.
              </td>
              <td>Until you clear your browser data</td>
            </tr>
            <tr>
              <td>
                <code>pending_educators_prompt_shown_&#123;id&#125;</code>
              </td>
              <td>Session storage</td>
              <td>Shows administrators the pending-approvals reminder only once per browser session.</td>
              <td>Until the tab is closed</td>
            </tr>
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'no-tracking',
    title: 'No advertising or tracking cookies',
    body: (
      <p>
        Canopy does not use advertising cookies, cross-site tracking or third-party analytics cookies. Nothing
        we store is used to build a profile of you for marketing, and we never sell personal data (see our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>).
      </p>
    ),
  },
  {
    id: 'control',
    title: 'Your choices',
    body: (
      <p>
        You can delete or block cookies and site data in your browser settings. Because the session cookie is
        essential, blocking it means you will not be able to sign in; the rest of the public pages keep
        working.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes',
    body: (
      <p>
        If we ever add a cookie that is not essential, we will update this page and ask for your consent
        first.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about cookies? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
];

export default function CookiePolicyPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      summary="Canopy uses only the cookies and browser storage it needs to work — no advertising or tracking cookies."
      updated={EFFECTIVE_DATE}
      sections={sections}
    />
  );
}
