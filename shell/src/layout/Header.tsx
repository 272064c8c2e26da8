import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth, usePendingEducators } from '@canopy/auth';
import { Button, Logo, Skeleton, focusRing } from '@canopy/ui';
import { visibleLinks } from './navLinks';
import { PendingBadge } from './PendingBadge';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: rgba(250, 248, 244, 0.92);
  backdrop-filter: saturate(1.4) blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.layout.wide};
  height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space[6]};
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radii.sm};
  text-decoration: none;
  ${focusRing}
  @media (max-width: 379px) {
    span span {
      display: none;
    }
  }
`;

const Nav = styled.nav`
  display: none;
  align-items: center;
  gap: 2px;
  margin-left: ${({ theme }) => theme.space[4]};
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
  margin-left: auto;
`;

const HideSmall = styled.span`
  display: none;
  ${({ theme }) => theme.media.sm} {
    display: inline-flex;
  }
`;

/** Logo, role-aware navigation, side menu, and the user menu or Login / Sign Up. */
export function Header() {
  const { user, isLoading } = useAuth();
  const { count } = usePendingEducators();
  return (
    <Bar>
      <Inner>
        <SideMenu />
        <Brand to="/" aria-label="Canopy home">
          <Logo />
        </Brand>
        <Nav aria-label="Main">
          {visibleLinks(user?.role).map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end}>
              {link.label}
              {link.pendingBadge && <PendingBadge count={count} />}
            </NavLink>
          ))}
        </Nav>
        <Right>
          {isLoading ? (
            <Skeleton $width="120px" $height="34px" $radius="999px" />
          ) : user ? (
            <UserMenu user={user} />
          ) : (
            <>
              <HideSmall>
                <Button asChild variant="ghost" size="sm">
                  <Link to="/auth?tab=login">Login</Link>
                </Button>
              </HideSmall>
              <Button asChild size="sm">
                <Link to="/auth?tab=register">Sign Up</Link>
              </Button>
            </>
          )}
        </Right>
      </Inner>
    </Bar>
  );
}
