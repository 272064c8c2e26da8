import { Link } from 'react-router-dom';
import { OPERATOR, SupportMail } from '../../layout/SupportMail';
import { EFFECTIVE_DATE, LegalDocument } from './LegalDocument';
import type { LegalSection } from './LegalDocument';
import { useShellT } from '../../i18n/useShellT';

/** Placeholder until the operator's jurisdiction is decided; shown as is, on purpose. */
export const GOVERNING_LAW_PLACEHOLDER = '[Jurisdiction]';

function useSections(): LegalSection[] {
  const { t } = useShellT();
  const operator = t(OPERATOR);
  return [
    {
      id: 'acceptance',
      title: t('Acceptance of these terms'),
      body: (
        <p>
          {t(
            'These Terms of Service govern your use of Canopy, an online learning platform for sustainability education. By creating an account or using Canopy you agree to these terms and to our',
          )}{' '}
          <Link to="/privacy-policy">{t('Privacy Policy')}</Link>
          {t('. If you do not agree, please do not use the platform.')}
        </p>
      ),
    },
    {
      id: 'eligibility',
      title: t('Who may use Canopy'),
      body: (
        <p>
          {t(
            'You must be at least 13 years old to use Canopy. Canopy is not intended for children under 13. If you are under the age of majority where you live, you may use Canopy only with the permission of a parent or guardian who agrees to these terms on your behalf.',
          )}
        </p>
      ),
    },
    {
      id: 'accounts',
      title: t('Your account'),
      body: (
        <ul>
          <li>{t('Give accurate information when you register and keep it up to date.')}</li>
          <li>
            {t('Keep your password confidential; you are responsible for activity under your account.')}
          </li>
          <li>
            {t(
              'Educator accounts are reviewed by our administrators and can be used to teach only once approved.',
            )}
          </li>
          <li>
            {t(
              'Administrator accounts are created only by existing administrators or during initial system setup.',
            )}
          </li>
          <li>
            {t('Tell us at once')} <SupportMail lead={t('at')} otherwise={`(${operator})`} />{' '}
            {t('if you suspect unauthorised use of your account.')}
          </li>
        </ul>
      ),
    },
    {
      id: 'acceptable-use',
      title: t('Acceptable use'),
      body: (
        <>
          <p>
            {t('Treat other members with respect and follow our')}{' '}
            <Link to="/community-guidelines">{t('Community Guidelines')}</Link>
            {t('. You must not:')}
          </p>
          <ul>
            <li>{t('harass, threaten or discriminate against anyone;')}</li>
            <li>{t('post unlawful, misleading or infringing content, spam or advertising;')}</li>
            <li>{t('attempt to access accounts or data that are not yours, or disrupt the service;')}</li>
            <li>{t('copy or redistribute course material beyond what the course permits.')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'content',
      title: t('Content and intellectual property'),
      body: (
        <>
          <p>
            {t(
              'Canopy and its original material are protected by intellectual-property laws. Course material belongs to Canopy or to the educators who created it.',
            )}
          </p>
          <p>
            {t(
              'You keep ownership of what you post. By posting, you grant Canopy a worldwide, non-exclusive, royalty-free licence to host, display and distribute that content on the platform for as long as it remains there. Educators who publish courses grant the same licence for their course material and confirm that they have the rights to share it.',
            )}
          </p>
        </>
      ),
    },
    {
      id: 'courses',
      title: t('Courses and certificates'),
      body: (
        <p>
          {t(
            'Courses are provided for educational purposes. Certificates show that you completed a course on Canopy; they are not an accredited academic qualification unless a course clearly says otherwise. We may update, replace or retire course material to keep it accurate.',
          )}
        </p>
      ),
    },
    {
      id: 'fees',
      title: t('Fees and refunds'),
      body: (
        <p>
          {t(
            'Many courses are free. Where a course, session or service carries a fee, the price is shown before you pay.',
          )}{' '}
          <strong>{t('All fees are non-refundable unless stated otherwise')}</strong>{' '}
          {t('at the time of purchase or required by law.')}
        </p>
      ),
    },
    {
      id: 'suspension',
      title: t('Suspension and termination'),
      body: (
        <p>
          {t(
            'You may close your account at any time. We may suspend or close accounts that break these terms or the Community Guidelines, or that put other members or the platform at risk. Where reasonable we will tell you why and give you a chance to respond.',
          )}
        </p>
      ),
    },
    {
      id: 'disclaimers',
      title: t('Disclaimers'),
      body: (
        <p>
          {t(
            'Canopy is provided “as is” and “as available”. Course content is educational and is not professional, legal, financial or medical advice. We work to keep the service available and accurate but do not guarantee that it will be uninterrupted or error-free.',
          )}
        </p>
      ),
    },
    {
      id: 'liability',
      title: t('Limitation of liability'),
      body: (
        <p>
          {t(
            'To the fullest extent permitted by law, Canopy is not liable for indirect, incidental or consequential damages arising from your use of the platform. Nothing in these terms limits liability that cannot be limited by law.',
          )}
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: t('Governing law'),
      body: (
        <p>
          {t(
            'These terms are governed by the laws of {{place}}, without regard to its conflict-of-law rules. Any dispute arising from these terms or your use of Canopy will be handled by the courts of {{place}}, unless the law of the country where you live gives you the right to bring it there.',
            { place: GOVERNING_LAW_PLACEHOLDER },
          )}
        </p>
      ),
    },
    {
      id: 'changes',
      title: t('Changes to these terms'),
      body: (
        <p>
          {t(
            'We may change these terms. We will give notice of material changes on the platform before they take effect; using Canopy after that means you accept the updated terms.',
          )}
        </p>
      ),
    },
    {
      id: 'contact',
      title: t('Contact'),
      body: (
        <p>
          {t('Questions about these terms?')}{' '}
          <SupportMail lead={t('Email')} otherwise={t('Contact {{operator}}', { operator })} />.
        </p>
      ),
    },
  ];
}

export default function TermsOfServicePage() {
  const { t } = useShellT();
  return (
    <LegalDocument
      title={t('Terms of Service')}
      summary={t(
        'The agreement between you and Canopy: how accounts work, what is expected of members and educators, and what you can expect from us.',
      )}
      updated={EFFECTIVE_DATE}
      sections={useSections()}
    />
  );
}
