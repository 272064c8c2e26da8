import { Link } from 'react-router-dom';
import { useShellT } from '../i18n/useShellT';

/** The platform's policies, in the order every footer and legal page lists them. */
export const policyLinks = [
  { to: '/privacy-policy', labelKey: 'Privacy Policy' },
  { to: '/terms-of-service', labelKey: 'Terms of Service' },
  { to: '/cookie-policy', labelKey: 'Cookie Policy' },
  { to: '/community-guidelines', labelKey: 'Community Guidelines' },
] as const;

/** The "Legal" navigation of a footer; the main footer leaves out the guidelines, which it shows in a panel. */
export function LegalLinks({ includeGuidelines = true }: { includeGuidelines?: boolean }) {
  const { t } = useShellT();
  const links = includeGuidelines ? policyLinks : policyLinks.filter((l) => l.to !== '/community-guidelines');
  return (
    <nav aria-label={t('Legal')}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.labelKey)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
