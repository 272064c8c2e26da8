import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Header } from './Header';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  &:focus { outline: none; }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -100px;
  z-index: 100;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus { top: 12px; color: #ffffff; }
`;

/** Header, the page, footer. Every remote page and the shell's static pages render inside it. */
export function AppLayout() {
  return (
    <Shell>
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      <Header />
      <Main id="main-content" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </Shell>
  );
}
