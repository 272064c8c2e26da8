import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Logo } from '@canopy/ui';
import { HeaderBar, HeaderBrand, HeaderInner } from '../../layout/HeaderBar';
import { SkipLink } from '../../layout/SkipLink';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background:
    radial-gradient(1100px 480px at 0% -5%, #e5efe8 0%, transparent 60%),
    radial-gradient(900px 420px at 105% 0%, #fbefdc 0%, transparent 55%),
    ${({ theme }) => theme.colors.background};
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[16]};
  }
  &:focus {
    outline: none;
  }
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 480px;
  padding: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: ${({ theme }) => theme.space[6]};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The frame of the password-recovery pages: the brand (back to sign-in) and one card with the page's h1. */
export function RecoveryLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Page>
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      <HeaderBar>
        <HeaderInner>
          <HeaderBrand to="/auth" aria-label="Canopy — back to sign in">
            <Logo />
          </HeaderBrand>
        </HeaderInner>
      </HeaderBar>
      <Main id="main-content" tabIndex={-1}>
        <Panel>
          <Head>
            <h1>{title}</h1>
            <p>{description}</p>
          </Head>
          {children}
        </Panel>
      </Main>
    </Page>
  );
}

export const BackLine = styled.p`
  margin-top: ${({ theme }) => theme.space[5]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
