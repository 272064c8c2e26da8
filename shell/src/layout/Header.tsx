import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { HeaderBar, HeaderBrand, HeaderInner } from './HeaderBar';
import { isAwaitingApproval, useAuth, useDeclaredPaths, usePendingEducators } from '@canopy/auth';
import { useShellT } from '../i18n/useShellT';
import { Button, Logo, Skeleton, focusRing } from '@canopy/ui';
import { visibleLinks } from './navLinks';
import { PendingBadge } from './PendingBadge';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';

// Signed-in only, and out of the first page's bundle.
const NotificationBell = lazy(() => import('./notifications/NotificationBell'));

const Nav = styled.nav`
  display: none;
  align-items: center;
  gap: 2px;
  margin-inline-start: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.lg} {
    display: flex;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    height: 38px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    white-space: nowrap;
    ${focusRing}
    &:hover {
      color: ${({ theme }) => theme.colors.text};
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
    &.active {
      color: ${({ theme }) => theme.colors.primary};
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  }
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;

const HideSmall = styled.span`
  display: none;
  ${({ theme }) => theme.media.sm} {
    display: inline-flex;
  }
`;

/** Logo, role-aware navigation, side menu, and the notification bell and user menu or Login / Sign Up. */
export function Header() {
  const { t } = useShellT();
  const { user, isLoading } = useAuth();
  const { count } = usePendingEducators();
  const { isDeclared } = useDeclaredPaths();
  return (
    <HeaderBar>
      <HeaderInner>
        <SideMenu />
        <HeaderBrand to="/" aria-label={t('Canopy home')}>
          <Logo />
        </HeaderBrand>
        <Nav aria-label={t('Main')}>
          {visibleLinks(isAwaitingApproval(user) ? undefined : user?.role, isDeclared).map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end}>
              {t(link.labelKey)}
              {link.pendingBadge && <PendingBadge count={count} />}
            </NavLink>
          ))}
        </Nav>
        <Right>
          {isLoading ? (
            <Skeleton $width="120px" $height="34px" $radius="999px" />
          ) : user ? (
            <>
              {!isAwaitingApproval(user) && (
                <Suspense fallback={null}>
                  <NotificationBell />
                </Suspense>
              )}
              <UserMenu user={user} />
            </>
          ) : (
            <>
              <HideSmall>
                <Button asChild variant="ghost" size="sm">
                  <Link to="/auth?tab=login">{t('Login')}</Link>
                </Button>
              </HideSmall>
              <Button asChild size="sm">
                <Link to="/auth?tab=register">{t('Sign Up')}</Link>
              </Button>
            </>
          )}
        </Right>
      </HeaderInner>
    </HeaderBar>
  );
}
