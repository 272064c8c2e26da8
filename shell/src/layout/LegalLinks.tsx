import { Link } from 'react-router-dom';

/** The platform's policies, in the order every footer and legal page lists them. */
export const policyLinks = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/community-guidelines', label: 'Community Guidelines' },
] as const;

/** The "Legal" navigation of a footer; the main footer leaves out the guidelines, which it shows in a panel. */
export function LegalLinks({ includeGuidelines = true }: { includeGuidelines?: boolean }) {
  const links = includeGuidelines ? policyLinks : policyLinks.filter((l) => l.to !== '/community-guidelines');
  return (
    <nav aria-label="Legal">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
