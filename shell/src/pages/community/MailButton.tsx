import type { ReactNode } from 'react';
import { useSiteLinks } from '@canopy/auth';
import { Button, type ButtonSize, type ButtonVariant } from '@canopy/ui';
import { mailtoHref } from '../../layout/SupportMail';

/**
 * A button that writes to the configured support address (SUPPORT_EMAIL), with a subject line when given. With no
 * address configured it renders nothing: never a button to a mailbox that does not exist. `inline` leaves out the
 * block around it (a row of buttons); otherwise it sits on a line of its own, as under a card's text.
 */
export function MailButton({
  subject,
  variant,
  size,
  inline = false,
  children,
}: {
  subject?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  inline?: boolean;
  children: ReactNode;
}) {
  const { supportEmail } = useSiteLinks();
  if (!supportEmail) return null;
  const button = (
    <Button asChild variant={variant} size={size}>
      <a href={mailtoHref(supportEmail, subject)}>{children}</a>
    </Button>
  );
  return inline ? button : <div>{button}</div>;
}
