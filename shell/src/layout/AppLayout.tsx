import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  &:focus {
    outline: none;
  }
`;

/** Header, the page, footer. Every remote page and the shell's static pages render inside it. */
export default function AppLayout() {
  return (
    <Shell>
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      <Header />
      <Main id="main-content" tabIndex={-1}>
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </Main>
      <Footer />
    </Shell>
  );
}
