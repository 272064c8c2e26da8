import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Logo, focusRing } from '@canopy/ui';
import { SiteMenu } from '../../layout/SiteMenu';
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
  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space[6]};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
  @media (max-width: 399px) {
    span span {
      display: none;
    }
  }
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
`;

/** The /auth header: menu (Home site, Learning Platform, Join Our Community) and Login / Sign Up tab switches. */
export function AuthHeader({ onSelectTab }: { onSelectTab: (tab: AuthTab) => void }) {
  return (
    <Bar>
      <Inner>
        <SiteMenu />
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
