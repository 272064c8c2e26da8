import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../layout/navLinks';
import { EFFECTIVE_DATE, LegalDocument } from './LegalDocument';
import type { LegalSection } from './LegalDocument';

/** Placeholder until the operator's jurisdiction is decided; shown as is, on purpose. */
export const GOVERNING_LAW_PLACEHOLDER = '[Jurisdiction]';

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        These Terms of Service govern your use of Canopy, an online learning platform for sustainability
        education. By creating an account or using Canopy you agree to these terms and to our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use the platform.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use Canopy',
    body: (
      <p>
        You must be at least 13 years old to use Canopy. Canopy is not intended for children under 13. If you
        are under the age of majority where you live, you may use Canopy only with the permission of a parent
        or guardian who agrees to these terms on your behalf.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>Give accurate information when you register and keep it up to date.</li>
        <li>Keep your password confidential; you are responsible for activity under your account.</li>
        <li>
          Educator accounts are reviewed by our administrators and can be used to teach only once approved.
        </li>
        <li>
          Administrator accounts are created only by existing administrators or during initial system setup.
        </li>
        <li>
          Tell us at once at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> if you suspect
          unauthorised use of your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>
          Treat other members with respect and follow our{' '}
          <Link to="/community-guidelines">Community Guidelines</Link>. You must not:
        </p>
        <ul>
          <li>harass, threaten or discriminate against anyone;</li>
          <li>post unlawful, misleading or infringing content, spam or advertising;</li>
          <li>attempt to access accounts or data that are not yours, or disrupt the service;</li>
          <li>copy or redistribute course material beyond what the course permits.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Content and intellectual property',
    body: (
      <>
        <p>
          Canopy and its original material are protected by intellectual-property laws. Course material
          belongs to Canopy or to the educators who created it.
        </p>
        <p>
          You keep ownership of what you post. By posting, you grant Canopy a worldwide, non-exclusive,
          royalty-free licence to host, display and distribute that content on the platform for as long as it
          remains there. Educators who publish courses grant the same licence for their course material and
          confirm that they have the rights to share it.
        </p>
      </>
    ),
  },
  {
    id: 'courses',
    title: 'Courses and certificates',
    body: (
      <p>
        Courses are provided for educational purposes. Certificates show that you completed a course on
        Canopy; they are not an accredited academic qualification unless a course clearly says otherwise. We
        may update, replace or retire course material to keep it accurate.
      </p>
    ),
  },
  {
    id: 'fees',
    title: 'Fees and refunds',
    body: (
      <p>
        Many courses are free. Where a course, session or service carries a fee, the price is shown before you
        pay. <strong>All fees are non-refundable unless stated otherwise</strong> at the time of purchase or
        required by law.
      </p>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspension and termination',
    body: (
      <p>
        You may close your account at any time. We may suspend or close accounts that break these terms or the
        Community Guidelines, or that put other members or the platform at risk. Where reasonable we will tell
        you why and give you a chance to respond.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        Canopy is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. Course content is educational
        and is not professional, legal, financial or medical advice. We work to keep the service available and
        accurate but do not guarantee that it will be uninterrupted or error-free.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the fullest extent permitted by law, Canopy is not liable for indirect, incidental or consequential
        damages arising from your use of the platform. Nothing in these terms limits liability that cannot be
        limited by law.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of {GOVERNING_LAW_PLACEHOLDER}, without regard to its
        conflict-of-law rules. Any dispute arising from these terms or your use of Canopy will be handled by
        the courts of {GOVERNING_LAW_PLACEHOLDER}, unless the law of the country where you live gives you the
        right to bring it there.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may change these terms. We will give notice of material changes on the platform before they take
        effect; using Canopy after that means you accept the updated terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
];

export default function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      summary="The agreement between you and Canopy: how accounts work, what is expected of members and educators, and what you can expect from us."
      updated={EFFECTIVE_DATE}
      sections={sections}
    />
  );
}
