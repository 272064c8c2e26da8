import { Link } from 'react-router-dom';
import { OPERATOR, SupportMail } from '../../layout/SupportMail';
import { EFFECTIVE_DATE, LegalDocument } from './LegalDocument';
import type { LegalSection } from './LegalDocument';
import { useShellT } from '../../i18n/useShellT';

function useSections(): LegalSection[] {
  const { t } = useShellT();
  const operator = t(OPERATOR);
  return [
    {
      id: 'who-we-are',
      title: t('Who we are'),
      body: (
        <p>
          {t(
            'Canopy is an online learning platform for sustainability education. This policy explains what personal data we collect when you use Canopy, why we collect it, how long we keep it and the choices you have. In this policy, “Canopy”, “we” and “us” mean the operator of the platform; “you” means anyone who visits or uses it.',
          )}
        </p>
      ),
    },
    {
      id: 'what-we-collect',
      title: t('What we collect'),
      body: (
        <>
          <h3>{t('Information you give us')}</h3>
          <ul>
            <li>
              <strong>{t('Account details')}</strong>{' '}
              {t(
                '— username, first and last name, email address, password (stored only as a secure hash) and the role you register with (student or educator).',
              )}
            </li>
            <li>
              <strong>{t('Learning activity')}</strong>{' '}
              {t(
                '— the courses you enrol in, lessons you complete, your progress, reflections, competency self-assessments and personal learning goals.',
              )}
            </li>
            <li>
              <strong>{t('Community content')}</strong>{' '}
              {t('— discussions, replies and other posts you publish in the forum.')}
            </li>
            <li>
              <strong>{t('Educator content')}</strong>{' '}
              {t('— courses, modules, lessons, ebooks and live sessions you create.')}
            </li>
            <li>
              <strong>{t('Messages')}</strong> {t('— what you send us when you contact support.')}
            </li>
          </ul>
          <h3>{t('Information collected automatically')}</h3>
          <ul>
            <li>
              <strong>{t('Session data')}</strong> {t('— a session cookie that keeps you signed in (see our')}{' '}
              <Link to="/cookie-policy">{t('Cookie Policy')}</Link>).
            </li>
            <li>
              <strong>{t('Technical logs')}</strong>{' '}
              {t(
                '— IP address, browser type, request times and error reports, used to keep the service secure and working.',
              )}
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use',
      title: t('How we use your information'),
      body: (
        <ul>
          <li>{t('To create and secure your account and keep you signed in.')}</li>
          <li>{t('To provide courses, record your progress and issue certificates.')}</li>
          <li>
            {t(
              'To run the forum and live sessions, including showing your username and name next to what you post.',
            )}
          </li>
          <li>{t('To review educator applications and keep teaching on Canopy trustworthy.')}</li>
          <li>
            {t(
              'To answer your questions and send essential service messages (for example about your account status).',
            )}
          </li>
          <li>
            {t('To detect abuse, enforce our')} <Link to="/terms-of-service">{t('Terms of Service')}</Link>{' '}
            {t('and')} <Link to="/community-guidelines">{t('Community Guidelines')}</Link>
            {t(', and meet legal obligations.')}
          </li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: t('How we share information'),
      body: (
        <>
          <p>
            <strong>{t('We do not sell your personal data')}</strong>
            {t(', and we do not share it with advertisers or data brokers.')}
          </p>
          <p>{t('We share personal data only:')}</p>
          <ul>
            <li>
              {t('with other members, to the extent you publish content in public areas such as the forum;')}
            </li>
            <li>{t('with educators, who can see the progress of learners enrolled in their courses;')}</li>
            <li>
              {t(
                'with service providers who host and operate Canopy for us under written agreements that limit their use of the data to providing that service;',
              )}
            </li>
            <li>
              {t(
                'when the law requires it, or to protect the rights, safety and property of our users or the public.',
              )}
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'retention',
      title: t('How long we keep it'),
      body: (
        <p>
          {t(
            'We keep your account data for as long as your account is open. If you close your account we delete or anonymise your personal data within 90 days, except where we must keep certain records longer to meet legal obligations or resolve disputes. Forum content you posted may remain visible in anonymised form so that conversations stay readable.',
          )}
        </p>
      ),
    },
    {
      id: 'security',
      title: t('Security'),
      body: (
        <p>
          {t(
            'Passwords are stored as salted hashes, traffic to Canopy is encrypted in transit, and access to personal data is limited to the people and systems that need it. No service can promise perfect security; if we learn of a breach that affects you we will tell you without undue delay.',
          )}
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: t('Your rights and choices'),
      body: (
        <>
          <p>{t('Depending on where you live, you may have the right to:')}</p>
          <ul>
            <li>{t('access the personal data we hold about you and receive a copy;')}</li>
            <li>{t('correct inaccurate data;')}</li>
            <li>{t('ask us to delete your data or close your account;')}</li>
            <li>{t('object to or restrict certain processing;')}</li>
            <li>{t('receive your data in a portable format.')}</li>
          </ul>
          <p>
            {t('To exercise any of these rights,')}{' '}
            <SupportMail lead={t('email')} otherwise={t('contact {{operator}}', { operator })} />
            {t(
              '. We will answer within 30 days. You may also complain to your local data-protection authority.',
            )}
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: t('Children'),
      body: (
        <p>
          {t('Canopy is')} <strong>{t('not intended for children under 13')}</strong>
          {t(
            ', and we do not knowingly collect personal data from children under 13. If you believe a child under 13 has given us personal data, please contact us and we will delete it promptly.',
          )}
        </p>
      ),
    },
    {
      id: 'changes',
      title: t('Changes to this policy'),
      body: (
        <p>
          {t(
            'We may update this policy as Canopy evolves. When we make material changes we will tell you on the platform before they take effect. The effective date at the top always shows the current version.',
          )}
        </p>
      ),
    },
    {
      id: 'contact',
      title: t('Contact us'),
      body: (
        <p>
          {t('Questions about privacy?')}{' '}
          <SupportMail lead={t('Write to')} otherwise={t('Contact {{operator}}', { operator })} />.
        </p>
      ),
    },
  ];
}

export default function PrivacyPolicyPage() {
  const { t } = useShellT();
  return (
    <LegalDocument
      title={t('Privacy Policy')}
      summary={t(
        'What we collect, why, and the control you have over it. The short version: we collect only what we need to run your learning, and we never sell your personal data.',
      )}
      updated={EFFECTIVE_DATE}
      sections={useSections()}
    />
  );
}
