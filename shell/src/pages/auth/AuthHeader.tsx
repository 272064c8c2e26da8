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

/*
 * The tabs right below offer Login and Sign Up too, so the header's buttons give way on a narrow screen (as the
 * word mark does, HeaderBar): measured with Spanish, the longest language, in Debian's fonts (wider than most
 * phones'), the bar fits from 320 px (WCAG's reflow width) up. e2e/layout-stability.spec.ts holds it to that.
 */
const ShownFrom = styled.span<{ $width: number }>`
  display: none;
  @media (min-width: ${({ $width }) => $width}px) {
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
          <ShownFrom $width={768}>
            <Button variant="ghost" size="sm" onClick={() => onSelectTab('login')}>
              {t('Login')}
            </Button>
          </ShownFrom>
          <ShownFrom $width={380}>
            <Button size="sm" onClick={() => onSelectTab('register')}>
              {t('Sign Up')}
            </Button>
          </ShownFrom>
        </Right>
      </HeaderInner>
    </HeaderBar>
  );
}
