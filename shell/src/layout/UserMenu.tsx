import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BookOpen, ChevronDown, LogOut, Users } from 'lucide-react';
import { useAuth } from '@canopy/auth';
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

/** Name, email or username, My Courses, Our Community, Log out. */
export function UserMenu({ user }: { user: User }) {
  const { logoutMutation } = useAuth();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Trigger aria-label={`Account menu for ${displayName(user)}`}>
          <Avatar name={fullName(user)} size={34} />
          <span className="name">{displayName(user)}</span>
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
        <DropdownMenuItem asChild>
          <Link to="/courses?tab=my">
            <BookOpen aria-hidden="true" />
            My Courses
          </Link>
        </DropdownMenuItem>
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
