import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { HeaderBar, HeaderBrand, HeaderInner } from '../../layout/HeaderBar';
import { useShellT } from '../../i18n/useShellT';
import { Button, Logo } from '@canopy/ui';
import { SiteMenu } from '../../layout/SiteMenu';
import type { AuthTab } from './authTabs';

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;

// Fetched beside the page, not before it: the sign-in page's JavaScript budget (docs/I18N.md). Its room is kept
// so nothing moves when it appears.
const LanguageSwitcher = lazy(() =>
  import(/* webpackChunkName: "language-switcher" */ '../../layout/LanguageSwitcher').then((m) => ({
    default: m.LanguageSwitcher,
  })),
);
const SwitcherRoom = styled.span`
  display: inline-block;
  inline-size: 118px;
`;

// On a phone the tabs below already offer Login: the header keeps the language and Sign Up, which fit at 360 px in
// every language.
const HideSmall = styled.span`
  display: none;
  ${({ theme }) => theme.media.sm} {
    display: inline-flex;
  }
`;

/** The /auth header: menu (Home site, Learning Platform, Join Our Community) and Login / Sign Up tab switches. */
export function AuthHeader({ onSelectTab }: { onSelectTab: (tab: AuthTab) => void }) {
  const { t } = useShellT();
  return (
    <HeaderBar>
      <HeaderInner>
        <SiteMenu />
        <HeaderBrand to="/auth" aria-label={t('Canopy — Learning Platform')}>
          <Logo />
        </HeaderBrand>
        <Right>
          <Suspense fallback={<SwitcherRoom />}>
            <LanguageSwitcher />
          </Suspense>
          <HideSmall>
            <Button variant="ghost" size="sm" onClick={() => onSelectTab('login')}>
              {t('Login')}
            </Button>
          </HideSmall>
          <Button size="sm" onClick={() => onSelectTab('register')}>
            {t('Sign Up')}
          </Button>
        </Right>
      </HeaderInner>
    </HeaderBar>
  );
}
