import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../layout/navLinks';
import { EFFECTIVE_DATE, LegalDocument } from './LegalDocument';
import type { LegalSection } from './LegalDocument';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Canopy is an online learning platform for sustainability education. This policy explains what personal
        data we collect when you use Canopy, why we collect it, how long we keep it and the choices you have.
        In this policy, &ldquo;Canopy&rdquo;, &ldquo;we&rdquo; and &ldquo;us&rdquo; mean the operator of the
        platform; &ldquo;you&rdquo; means anyone who visits or uses it.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account details</strong> — username, first and last name, email address, password (stored
            only as a secure hash) and the role you register with (student or educator).
          </li>
          <li>
            <strong>Learning activity</strong> — the courses you enrol in, lessons you complete, your
            progress, reflections, competency self-assessments and personal learning goals.
          </li>
          <li>
            <strong>Community content</strong> — discussions, replies and other posts you publish in the
            forum.
          </li>
          <li>
            <strong>Educator content</strong> — courses, modules, lessons, ebooks and live sessions you
            create.
          </li>
          <li>
            <strong>Messages</strong> — what you send us when you contact support.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            <strong>Session data</strong> — a session cookie that keeps you signed in (see our{' '}
            <Link to="/cookie-policy">Cookie Policy</Link>).
          </li>
          <li>
            <strong>Technical logs</strong> — IP address, browser type, request times and error reports, used
            to keep the service secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To create and secure your account and keep you signed in.</li>
        <li>To provide courses, record your progress and issue certificates.</li>
        <li>
          To run the forum and live sessions, including showing your username and name next to what you post.
        </li>
        <li>To review educator applications and keep teaching on Canopy trustworthy.</li>
        <li>
          To answer your questions and send essential service messages (for example about your account
          status).
        </li>
        <li>
          To detect abuse, enforce our <Link to="/terms-of-service">Terms of Service</Link> and{' '}
          <Link to="/community-guidelines">Community Guidelines</Link>, and meet legal obligations.
        </li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <p>
          <strong>We do not sell your personal data</strong>, and we do not share it with advertisers or data
          brokers.
        </p>
        <p>We share personal data only:</p>
        <ul>
          <li>with other members, to the extent you publish content in public areas such as the forum;</li>
          <li>with educators, who can see the progress of learners enrolled in their courses;</li>
          <li>
            with service providers who host and operate Canopy for us under written agreements that limit
            their use of the data to providing that service;
          </li>
          <li>
            when the law requires it, or to protect the rights, safety and property of our users or the
            public.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your account data for as long as your account is open. If you close your account we delete or
        anonymise your personal data within 90 days, except where we must keep certain records longer to meet
        legal obligations or resolve disputes. Forum content you posted may remain visible in anonymised form
        so that conversations stay readable.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords are stored as salted hashes, traffic to Canopy is encrypted in transit, and access to
        personal data is limited to the people and systems that need it. No service can promise perfect
        security; if we learn of a breach that affects you we will tell you without undue delay.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>access the personal data we hold about you and receive a copy;</li>
          <li>correct inaccurate data;</li>
          <li>ask us to delete your data or close your account;</li>
          <li>object to or restrict certain processing;</li>
          <li>receive your data in a portable format.</li>
        </ul>
        <p>
          To exercise any of these rights, email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We
          will answer within 30 days. You may also complain to your local data-protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Canopy is <strong>not intended for children under 13</strong>, and we do not knowingly collect
        personal data from children under 13. If you believe a child under 13 has given us personal data,
        please contact us and we will delete it promptly.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy as Canopy evolves. When we make material changes we will tell you on the
        platform before they take effect. The effective date at the top always shows the current version.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about privacy? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      summary="What we collect, why, and the control you have over it. The short version: we collect only what we need to run your learning, and we never sell your personal data."
      updated={EFFECTIVE_DATE}
      sections={sections}
    />
  );
}
