import { Outlet } from 'react-router-dom';
import { useShellT } from '../i18n/useShellT';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { OfflineStatus } from '../offline/OfflineStatus';
import { warmNumberFormat } from './warmNumberFormat';

// The pages in the layout show numbers (progress, counts), and the layout's chunk arrives before theirs: the first
// formatter is made while they are still on their way (the sign-in page, which shows none, never loads this).
warmNumberFormat();

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/*
 * At least a screen high: while a remote page loads, the footer would otherwise sit in the first viewport and
 * jump down when the page arrives (the largest layout shift Lighthouse measured on /courses and /forum).
 */
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  &:focus {
    outline: none;
  }
`;

/** Header, the page, footer. Every remote page and the shell's static pages render inside it. */
export default function AppLayout() {
  const { t } = useShellT();
  return (
    <Shell>
      <SkipLink href="#main-content">{t('Skip to main content')}</SkipLink>
      <Header />
      <OfflineStatus />
      <Main id="main-content" tabIndex={-1}>
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </Main>
      <Footer />
    </Shell>
  );
}
