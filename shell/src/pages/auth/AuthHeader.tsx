import styled from 'styled-components';
import { HeaderBar, HeaderBrand, HeaderInner } from '../../layout/HeaderBar';
import { Button, Logo } from '@canopy/ui';
import { SiteMenu } from '../../layout/SiteMenu';
import type { AuthTab } from './authTabs';

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
`;

/** The /auth header: menu (Home site, Learning Platform, Join Our Community) and Login / Sign Up tab switches. */
export function AuthHeader({ onSelectTab }: { onSelectTab: (tab: AuthTab) => void }) {
  return (
    <HeaderBar>
      <HeaderInner>
        <SiteMenu />
        <HeaderBrand to="/auth" aria-label="Canopy — Learning Platform">
          <Logo />
        </HeaderBrand>
        <Right>
          <Button variant="ghost" size="sm" onClick={() => onSelectTab('login')}>
            Login
          </Button>
          <Button size="sm" onClick={() => onSelectTab('register')}>
            Sign Up
          </Button>
        </Right>
      </HeaderInner>
    </HeaderBar>
  );
}
