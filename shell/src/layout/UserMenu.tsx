import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BookOpen, ChevronDown, LogOut, Users } from 'lucide-react';
import { isAwaitingApproval, useAuth } from '@canopy/auth';
import { displayName } from '@canopy/contracts';
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
  padding: 0 8px 0 4px;
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
 * Name, email or username, My Courses, Our Community, Log out. An account awaiting approval has no courses yet, so
 * its menu leaves My Courses out.
 */
export function UserMenu({ user }: { user: User }) {
  const { logoutMutation } = useAuth();
  const name = displayName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* The accessible name starts with the visible name (WCAG 2.5.3: say what you see to speech input). */}
        <Trigger aria-label={`${name}, account menu`}>
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
              My Courses
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to="/spiritual-community">
            <Users aria-hidden="true" />
            Our Community
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logoutMutation.mutate()} disabled={logoutMutation.isPending}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
