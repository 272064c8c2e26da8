import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { BellRing, Hourglass, LogIn, LogOut, Mail, ShieldCheck, Sparkles } from 'lucide-react';
import { isAwaitingApproval, useAuth, useSiteLinks } from '@canopy/auth';
import { Button, Card, Logo, PageSpinner } from '@canopy/ui';
import { HeaderBar, HeaderBrand, HeaderInner } from '../layout/HeaderBar';
import { mailtoHref } from '../layout/SupportMail';
import { SkipLink } from '../layout/SkipLink';
import { UserMenu } from '../layout/UserMenu';
import { useShellT } from '../i18n/useShellT';

const Page = styled.div`
  min-block-size: 100vh;
  display: flex;
  flex-direction: column;
  background:
    radial-gradient(1200px 500px at 10% -10%, #e5efe8 0%, transparent 60%),
    radial-gradient(900px 400px at 110% 110%, #fbefdc 0%, transparent 55%),
    ${({ theme }) => theme.colors.background};
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  &:focus {
    outline: none;
  }
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  margin-inline-start: auto;
`;

const Panel = styled(Card)`
  inline-size: 100%;
  max-inline-size: 560px;
  padding-block: ${({ theme }) => theme.space[8]};
  padding-inline: ${({ theme }) => theme.space[6]};
  text-align: center;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[10]};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    margin-block: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
    margin-inline: 0;
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Icon = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  svg {
    width: 34px;
    height: 34px;
  }
`;

const Steps = styled.ol`
  list-style: none;
  margin-block: ${({ theme }) => theme.space[6]};
  margin-inline: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  text-align: start;
  li {
    display: flex;
    gap: 12px;
    padding-block: 12px;
    padding-inline: 14px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  svg {
    width: 20px;
    height: 20px;
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
    margin-block-start: 1px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Note = styled.p`
  margin-block-start: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * For educators whose account awaits an administrator's approval: those just registered (not signed in) and those
 * who signed in while pending (the guards send them here from every protected page). A signed-in educator sees their
 * name and Log out; the auth layer re-reads their account every few seconds and on window focus, and once it is
 * approved this page moves on to home (an educator's home is /educator).
 */
export default function PendingApprovalPage() {
  const { t } = useShellT();
  const { user, isLoading, logoutMutation } = useAuth();
  const { supportEmail } = useSiteLinks();
  // Until the session is known the page cannot tell 'Return to Login' from 'Log out'.
  if (isLoading) return <PageSpinner minHeight="100vh" label={t('Checking your session')} />;
  if (user && !isAwaitingApproval(user)) return <Navigate to="/" replace />;
  const signedIn = user !== null;

  return (
    <Page>
      <SkipLink href="#main-content">{t('Skip to main content')}</SkipLink>
      <HeaderBar>
        <HeaderInner>
          {signedIn ? (
            // Home would only lead back here until the account is approved.
            <Logo />
          ) : (
            <HeaderBrand to="/auth" aria-label={t('Canopy — back to sign in')}>
              <Logo />
            </HeaderBrand>
          )}
          {user && (
            <Right>
              <UserMenu user={user} />
            </Right>
          )}
        </HeaderInner>
      </HeaderBar>
      <Main id="main-content" tabIndex={-1}>
        <Panel>
          <Icon aria-hidden="true">
            <Hourglass />
          </Icon>
          <h1>{t('Approval Pending')}</h1>
          <p>
            {t(
              'Thank you for applying to teach on Canopy. Your educator account has been created and is waiting for review.',
            )}
          </p>
          <Steps>
            <li>
              <ShieldCheck aria-hidden="true" />
              <span>
                {t(
                  'Our administrators review every educator application to keep teaching on Canopy trustworthy.',
                )}
              </span>
            </li>
            <li>
              <BellRing aria-hidden="true" />
              <span>{t('You will receive a notification as soon as your account has been approved.')}</span>
            </li>
            <li>
              <Sparkles aria-hidden="true" />
              <span>
                {signedIn
                  ? t(
                      'Once approved, this page takes you to your educator dashboard to start creating courses — no need to log in again.',
                    )
                  : t('Once approved, log in to reach your educator dashboard and start creating courses.')}
              </span>
            </li>
          </Steps>
          <Actions>
            {signedIn ? (
              <Button size="lg" loading={logoutMutation.isPending} onClick={() => logoutMutation.mutate()}>
                <LogOut aria-hidden="true" />
                {t('Log out')}
              </Button>
            ) : (
              <Button asChild size="lg">
                <Link to="/auth?tab=login">
                  <LogIn aria-hidden="true" />
                  {t('Return to Login')}
                </Link>
              </Button>
            )}
            {supportEmail && (
              <Button asChild size="lg" variant="outline">
                <a href={mailtoHref(supportEmail)}>
                  <Mail aria-hidden="true" />
                  {t('Contact Support')}
                </a>
              </Button>
            )}
          </Actions>
          {user && <Note>{t('Signed in as {{name}}.', { name: user.email || user.username })}</Note>}
        </Panel>
      </Main>
    </Page>
  );
}
