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
      id: 'what',
      title: t('What cookies and browser storage are'),
      body: (
        <p>
          {t(
            'Cookies are small text files a website stores in your browser. Browsers also offer local storage and session storage, which work in a similar way. Canopy uses a small number of them, only to make the platform work.',
          )}
        </p>
      ),
    },
    {
      id: 'what-we-use',
      title: t('What Canopy uses'),
      body: (
        <div
          className="table-wrap"
          role="region"
          aria-label={t('Cookies and storage Canopy uses')}
          tabIndex={0}
        >
          <table>
            <thead>
              <tr>
                <th scope="col">{t('Name')}</th>
                <th scope="col">{t('Type')}</th>
                <th scope="col">{t('Purpose')}</th>
                <th scope="col">{t('Lasts')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{t('Session cookie')}</td>
                <td>{t('Essential cookie')}</td>
                <td>
                  {t(
                    'Keeps you signed in and protects your session. It is marked HTTP-only and cannot be read by scripts.',
                  )}
                </td>
                <td>{t('Until you log out or the session expires')}</td>
              </tr>
              <tr>
                <td>
                  <code>{'approval_notification_shown_{id}'}</code>
                </td>
                <td>{t('Local storage')}</td>
                <td>
                  {t(
                    'Remembers that the “Account Approved” notice was shown to an educator, so it appears only once.',
                  )}
                </td>
                <td>{t('Until you clear your browser data')}</td>
              </tr>
              <tr>
                <td>
                  <code>{'pending_educators_prompt_shown_{id}'}</code>
                </td>
                <td>{t('Session storage')}</td>
                <td>
                  {t('Shows administrators the pending-approvals reminder only once per browser session.')}
                </td>
                <td>{t('Until the tab is closed')}</td>
              </tr>
            </tbody>
          </table>
        </div>
      ),
    },
    {
      id: 'no-tracking',
      title: t('No advertising or tracking cookies'),
      body: (
        <p>
          {t(
            'Canopy does not use advertising cookies, cross-site tracking or third-party analytics cookies. Nothing we store is used to build a profile of you for marketing, and we never sell personal data (see our',
          )}{' '}
          <Link to="/privacy-policy">{t('Privacy Policy')}</Link>).
        </p>
      ),
    },
    {
      id: 'control',
      title: t('Your choices'),
      body: (
        <p>
          {t(
            'You can delete or block cookies and site data in your browser settings. Because the session cookie is essential, blocking it means you will not be able to sign in; the rest of the public pages keep working.',
          )}
        </p>
      ),
    },
    {
      id: 'changes',
      title: t('Changes'),
      body: (
        <p>
          {t(
            'If we ever add a cookie that is not essential, we will update this page and ask for your consent first.',
          )}
        </p>
      ),
    },
    {
      id: 'contact',
      title: t('Contact'),
      body: (
        <p>
          {t('Questions about cookies?')}{' '}
          <SupportMail lead={t('Email')} otherwise={t('Contact {{operator}}', { operator })} />.
        </p>
      ),
    },
  ];
}

export default function CookiePolicyPage() {
  const { t } = useShellT();
  return (
    <LegalDocument
      title={t('Cookie Policy')}
      summary={t(
        'Canopy uses only the cookies and browser storage it needs to work — no advertising or tracking cookies.',
      )}
      updated={EFFECTIVE_DATE}
      sections={useSections()}
    />
  );
}
