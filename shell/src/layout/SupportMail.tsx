import type { ReactNode } from 'react';
import { useSiteLinks } from '@canopy/auth';
import { msgKey } from '@canopy/i18n';

/** A mailto: URL for `address`, with a subject line when given. */
export function mailtoHref(address: string, subject?: string): string {
  return `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

/**
 * A link to write to the configured support address (SUPPORT_EMAIL of the gateway), after `lead` words when given
 * ("Write to"); its text is the address unless children are given. With no address configured it renders
 * `otherwise` (default nothing) instead: never a link to a mailbox that does not exist.
 */
export function SupportMail({
  lead,
  subject,
  children,
  otherwise = null,
}: {
  lead?: string;
  subject?: string;
  children?: ReactNode;
  otherwise?: ReactNode;
}) {
  const { supportEmail } = useSiteLinks();
  if (!supportEmail) return <>{otherwise}</>;
  return (
    <>
      {lead && `${lead} `}
      <a href={mailtoHref(supportEmail, subject)}>{children ?? supportEmail}</a>
    </>
  );
}

/** Who to contact when the installation names no address (an English key of the shell's catalogue). */
export const OPERATOR = msgKey('the organisation that runs this platform');
