import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Logo } from '@canopy/ui';
import { AuthBackdrop } from '../../layout/AuthBackdrop';
import { HeaderBar, HeaderBrand, HeaderInner } from '../../layout/HeaderBar';
import { SkipLink } from '../../layout/SkipLink';
import { FormCard } from '../auth/FormCard';
import { useShellT } from '../../i18n/useShellT';

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  ${({ theme }) => theme.media.md} {
    padding-block-start: ${({ theme }) => theme.space[16]};
  }
  &:focus {
    outline: none;
  }
`;

const RecoveryCard = styled(FormCard)`
  max-width: 480px;
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
  const { t } = useShellT();
  return (
    <AuthBackdrop>
      <SkipLink href="#main-content">{t('Skip to main content')}</SkipLink>
      <HeaderBar>
        <HeaderInner>
          <HeaderBrand to="/auth" aria-label={t('Canopy — back to sign in')}>
            <Logo />
          </HeaderBrand>
        </HeaderInner>
      </HeaderBar>
      <Main id="main-content" tabIndex={-1}>
        <RecoveryCard title={title} description={description}>
          {children}
        </RecoveryCard>
      </Main>
    </AuthBackdrop>
  );
}

export const BackLine = styled.p`
  margin-block-start: ${({ theme }) => theme.space[5]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
