import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Menu } from 'lucide-react';
import { msgKey } from '@canopy/i18n';
import { useShellT } from '../i18n/useShellT';
import { isAwaitingApproval, useAuth, useDeclaredPaths, usePendingEducators } from '@canopy/auth';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
  Logo,
  focusRing,
  preloadUi,
} from '@canopy/ui';
import { visibleLinks } from './navLinks';
import { PendingBadge } from './PendingBadge';

// The menu's dialog is on every page of the layout: its code is fetched as this module arrives (src/index.ts
// starts the layout's chunk early), beside the rest of the first render, not a round trip after the render
// reaches it.
void preloadUi('dialog');

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-top: 8px;
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    ${focusRing}
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      color: ${({ theme }) => theme.colors.text};
    }
    &.active {
      background: ${({ theme }) => theme.colors.primarySoft};
      color: ${({ theme }) => theme.colors.primary};
    }
  }
`;

const RoleRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const IconButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 42px;
  height: 42px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing}
  svg {
    width: 20px;
    height: 20px;
  }
`;

const Dot = styled.span`
  position: absolute;
  top: -4px;
  inset-inline-end: -4px;
`;

// The role's name, by its English text (the catalogue key).
const roleLabels = {
  student: msgKey('Student'),
  educator: msgKey('Educator'),
  admin: msgKey('Administrator'),
};

/** The slide-in side menu: the same links as the header, plus the role label. */
export function SideMenu() {
  const { t } = useShellT();
  const [open, setOpen] = useState(false);
  const { user } = useAuth();
  const { count } = usePendingEducators();
  const { isDeclared } = useDeclaredPaths();
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <IconButton
          // The badge's visible number is part of the name (WCAG 2.5.3: speech users say what they see).
          aria-label={
            count > 0
              ? t('Open navigation menu, {{shown}} educator account(s) pending approval', {
                  count,
                  shown: count > 99 ? '99+' : count,
                })
              : t('Open navigation menu')
          }
        >
          <Menu aria-hidden="true" />
          {count > 0 && (
            <Dot>
              <PendingBadge count={count} />
            </Dot>
          )}
        </IconButton>
      </DialogTrigger>
      <DialogContent side="left" aria-describedby="side-menu-role" closeLabel={t('Close')}>
        <DialogTitle asChild>
          <h2>
            <Link to="/" onClick={close} style={{ textDecoration: 'none' }} aria-label={t('Canopy home')}>
              <Logo />
            </Link>
          </h2>
        </DialogTitle>
        <RoleRow>
          <DialogDescription id="side-menu-role">{t('Your role')}</DialogDescription>
          <Badge $variant={user ? 'default' : 'secondary'}>
            {user ? t(roleLabels[user.role]) : t('Visitor')}
          </Badge>
        </RoleRow>
        <Nav aria-label={t('Side menu')}>
          {visibleLinks(isAwaitingApproval(user) ? undefined : user?.role, isDeclared).map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} onClick={close}>
              {t(link.labelKey)}
              {link.pendingBadge && <PendingBadge count={count} />}
            </NavLink>
          ))}
        </Nav>
        {!user && (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 10, marginTop: 'auto' }}>
            <Button asChild variant="outline" fullWidth>
              <Link to="/auth?tab=login" onClick={close}>
                {t('Login')}
              </Link>
            </Button>
            <Button asChild fullWidth>
              <Link to="/auth?tab=register" onClick={close}>
                {t('Sign Up')}
              </Link>
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
