import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ExternalLink, GraduationCap, Home, Menu, Users } from 'lucide-react';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Logo,
  focusRing,
} from '@canopy/ui';
import { HOME_SITE_URL } from '../../layout/navLinks';
import type { AuthTab } from './authTabs';

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
  ${({ theme }) => theme.media.md} { padding: 0 ${({ theme }) => theme.space[6]}; }
`;

const Brand = styled(Link)`
  display: inline-flex;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
  @media (max-width: 399px) { span span { display: none; } }
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
`;

const MenuLabel = styled.span`
  display: none;
  ${({ theme }) => theme.media.sm} { display: inline; }
`;

/** The /auth header: menu (Home site, Learning Platform, Join Our Community) and Login / Sign Up tab switches. */
export function AuthHeader({ onSelectTab }: { onSelectTab: (tab: AuthTab) => void }) {
  return (
    <Bar>
      <Inner>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" aria-label="Open site menu">
              <Menu aria-hidden="true" />
              <MenuLabel>Menu</MenuLabel>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuItem asChild>
              <a href={HOME_SITE_URL} target="_blank" rel="noopener noreferrer">
                <Home aria-hidden="true" />
                Home
                <ExternalLink aria-label="(opens in a new tab)" style={{ marginLeft: 'auto', width: 14, height: 14 }} />
              </a>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/auth">
                <GraduationCap aria-hidden="true" />
                Learning Platform
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/spiritual-community">
                <Users aria-hidden="true" />
                Join Our Community
              </Link>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Brand to="/auth" aria-label="Canopy — Learning Platform">
          <Logo />
        </Brand>
        <Right>
          <Button variant="ghost" size="sm" onClick={() => onSelectTab('login')}>
            Login
          </Button>
          <Button size="sm" onClick={() => onSelectTab('register')}>
            Sign Up
          </Button>
        </Right>
      </Inner>
    </Bar>
  );
}
