import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LogIn } from 'lucide-react';
import type { User } from '@canopy/contracts';
import { useAuth } from '@canopy/auth';
import { Alert, Button, Card, CardContent, PageSpinner } from '@canopy/ui';
import { useStudioT } from '../i18n/useStudioT';

/** Who may use the content tools: what the content service allows (active educators and administrators). */
export function canUseContentTools(user: Pick<User, 'role' | 'status'> | null | undefined): boolean {
  return Boolean(user && (user.role === 'educator' || user.role === 'admin') && user.status === 'active');
}

const Intro = styled(Card)`
  background: linear-gradient(
    150deg,
    ${({ theme }) => theme.colors.primarySoft},
    ${({ theme }) => theme.colors.surface} 70%
  );
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin-block: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
    margin-inline: 0;
    padding-inline-start: 1.25rem;
  }
  li {
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin-block-start: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface ContentAccessProps {
  /** What the page is for, shown to visitors and to accounts that cannot use it. */
  purpose: ReactNode;
  /** What the page lets an educator do (a short list for visitors), in the current language. */
  features: readonly string[];
  children: ReactNode;
}

/**
 * The ebook pages are public routes whose data needs an active educator or administrator (DESIGN.md): visitors see
 * what the page is for and a sign-in link; students and accounts awaiting approval are told why they cannot use it.
 */
export function ContentAccess({ purpose, features, children }: ContentAccessProps) {
  const { t } = useStudioT();
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (canUseContentTools(user)) return <>{children}</>;

  const body = !user ? (
    <>
      <h2>{t('Sign in to use the ebook tools')}</h2>
      <p>{purpose}</p>
      <ul>
        {features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <Button asChild>
        <Link to="/auth">
          <LogIn aria-hidden="true" /> {t('Log In / Sign Up')}
        </Link>
      </Button>
    </>
  ) : user.status === 'pending' ? (
    <Alert variant="info" title={t('Your account is waiting for approval')}>
      {t(
        'Your educator account is still pending approval by an administrator. The ebook tools open as soon as it is approved.',
      )}
    </Alert>
  ) : user.role === 'student' ? (
    <Alert variant="info" title={t('The ebook tools are for educators')}>
      {t(
        "Writing and managing ebooks is for the platform's educators. Your account is a learner account, so there is nothing to manage here. If you would like to teach on Canopy, register an educator account.",
      )}
    </Alert>
  ) : (
    <Alert variant="warning" title={t('The ebook tools are not available')}>
      {t('Your account is not active, so it cannot use the ebook tools.')}
    </Alert>
  );

  // Visitors get the page's pitch in a card; a signed-in account that cannot use it just the reason.
  if (user) return body;
  return (
    <Intro>
      <CardContent>{body}</CardContent>
    </Intro>
  );
}
