import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BookOpen, ChevronDown, Compass, LogOut, Users } from 'lucide-react';
import { isAwaitingApproval, useAuth, useIsPathDeclared } from '@canopy/auth';
import { displayName } from '@canopy/contracts';
import { useShellT } from '../i18n/useShellT';
import { LanguageMenuItems } from './LanguageMenuItems';
import type { User } from '@canopy/contracts';
import {
  Avatar,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  focusRing,
} from '@canopy/ui';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 42px;
  padding-block: 0;
  padding-inline: 4px 8px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing}
  > span.name {
    display: none;
    max-width: 160px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    ${({ theme }) => theme.media.md} {
      display: inline;
    }
  }
  > svg {
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  span {
    overflow-wrap: anywhere;
  }
`;

export function fullName(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const name = [user.firstName, user.lastName].filter((p) => p && p.trim()).join(' ');
  return name || user.username;
}

/**
 * Name, email or username, My Courses, Learning preferences (once the learn remote declares it), Our Community,
 * Log out. An account awaiting approval has no courses yet, so
 * its menu leaves My Courses out.
 */
export function UserMenu({ user }: { user: User }) {
  const { t } = useShellT();
  const { logoutMutation } = useAuth();
  // Shown once the learn remote declares the page (never a link to our own 404).
  const profileDeclared = useIsPathDeclared('/learning-profile');
  const name = displayName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* The accessible name starts with the visible name (WCAG 2.5.3: say what you see to speech input). */}
        <Trigger aria-label={t('{{name}}, account menu', { name })}>
          <Avatar name={fullName(user)} size={34} />
          <span className="name">{name}</span>
          <ChevronDown aria-hidden="true" />
        </Trigger>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <Who>
            <strong>{fullName(user)}</strong>
            <span>{user.email || user.username}</span>
          </Who>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {!isAwaitingApproval(user) && (
          <DropdownMenuItem asChild>
            <Link to="/courses?tab=my">
              <BookOpen aria-hidden="true" />
              {t('My Courses')}
            </Link>
          </DropdownMenuItem>
        )}
        {profileDeclared && !isAwaitingApproval(user) && (
          <DropdownMenuItem asChild>
            <Link to="/learning-profile">
              <Compass aria-hidden="true" />
              {t('Learning preferences')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to="/spiritual-community">
            <Users aria-hidden="true" />
            {t('Our Community')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <LanguageMenuItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logoutMutation.mutate()} disabled={logoutMutation.isPending}>
          <LogOut aria-hidden="true" />
          {t('Log out')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
