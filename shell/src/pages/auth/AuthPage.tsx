import { lazy, Suspense, useCallback, useContext, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AuthBackdrop } from '../../layout/AuthBackdrop';
import { LegalLinks } from '../../layout/LegalLinks';
import { Info, LogIn, UserPlus } from 'lucide-react';
import { DeclaredPathsContext } from '@canopy/auth';
import type { Role } from '@canopy/contracts';
import { useShellT } from '../../i18n/useShellT';
import { Skeleton, Tabs, TabsContent, TabsList, TabsTrigger, whenIdle } from '@canopy/ui';
import { SkipLink } from '../../layout/SkipLink';
import { AboutTab } from './AboutTab';
import { AuthHeader } from './AuthHeader';
import { parseAuthTab } from './authTabs';
import type { AuthTab } from './authTabs';

// The forms (react-hook-form, zod schemas) load when their tab opens — or in the background once the page is idle.
const loadForms = () => import(/* webpackChunkName: "auth-forms" */ './forms');
const LoginForm = lazy(() => loadForms().then((m) => ({ default: m.LoginForm })));
const SignUpForm = lazy(() => loadForms().then((m) => ({ default: m.SignUpForm })));

function FormSkeleton() {
  return <Skeleton $height="520px" $radius="16px" />;
}

/*
 * At least a screen high, as AppLayout's: the About tab's lower sections arrive after the first paint, and a page
 * that grew past the screen then pushed the footer out of view and brought in the scrollbar, moving the whole page
 * sideways (a layout shift of 0.87 in Lighthouse on desktop; the scrollbar is there from the start this way).
 */
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]} ${theme.space[12]}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[8]} ${theme.space[16]}`};
  }
  &:focus {
    outline: none;
  }
`;

const TabsBar = styled.div`
  display: flex;
  justify-content: center;
`;

const FormColumn = styled.div`
  max-width: 560px;
  margin: 0 auto;
`;

const Foot = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 12px 24px;
    justify-content: space-between;
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 18px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/** /auth — About Us, Login and Sign Up. A signed-in user never sees it (the guest guard sends them to /). */
export default function AuthPage() {
  const { t } = useShellT();
  const [params, setParams] = useSearchParams();
  const tab = parseAuthTab(params.get('tab'));
  const roleParam = params.get('role');
  const initialRole: Role = roleParam === 'educator' || roleParam === 'admin' ? roleParam : 'student';

  // Once the page is up: the forms, and the remotes' manifest, which the app needs as soon as the visitor signs in
  // (the home page, the educator's approval notice) — never before the page shows.
  const ensureManifest = useContext(DeclaredPathsContext)?.ensureLoaded;
  useEffect(
    () =>
      whenIdle(() => {
        void loadForms();
        ensureManifest?.();
      }),
    [ensureManifest],
  );

  const selectTab = useCallback(
    (next: AuthTab, extra?: Record<string, string>) => {
      setParams(next === 'about' ? {} : { tab: next, ...extra }, { replace: false });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );

  return (
    <AuthBackdrop>
      <SkipLink href="#main-content">{t('Skip to main content')}</SkipLink>
      <AuthHeader onSelectTab={selectTab} />
      <Main id="main-content" tabIndex={-1}>
        <Tabs value={tab} onValueChange={(v) => selectTab(parseAuthTab(v))}>
          <TabsBar>
            <TabsList aria-label={t('Welcome to Canopy')}>
              <TabsTrigger value="about">
                <Info aria-hidden="true" />
                {t('About Us')}
              </TabsTrigger>
              <TabsTrigger value="login">
                <LogIn aria-hidden="true" />
                {t('Login')}
              </TabsTrigger>
              <TabsTrigger value="register">
                <UserPlus aria-hidden="true" />
                {t('Sign Up')}
              </TabsTrigger>
            </TabsList>
          </TabsBar>
          <TabsContent value="about">
            <AboutTab
              onSelectTab={selectTab}
              onRegisterEducator={() => selectTab('register', { role: 'educator' })}
            />
          </TabsContent>
          <TabsContent value="login">
            <FormColumn>
              <Suspense fallback={<FormSkeleton />}>
                <LoginForm onSwitchToSignUp={() => selectTab('register')} />
              </Suspense>
            </FormColumn>
          </TabsContent>
          <TabsContent value="register">
            <FormColumn>
              <Suspense fallback={<FormSkeleton />}>
                <SignUpForm
                  key={initialRole}
                  initialRole={initialRole}
                  onSwitchToLogin={() => selectTab('login')}
                />
              </Suspense>
            </FormColumn>
          </TabsContent>
        </Tabs>
      </Main>
      <Foot>
        <div>
          <p>{t('© {{year}} Canopy. All rights reserved.', { year: new Date().getFullYear() })}</p>
          <LegalLinks />
        </div>
      </Foot>
    </AuthBackdrop>
  );
}
