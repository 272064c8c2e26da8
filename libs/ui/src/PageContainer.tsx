import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Centres page content with responsive gutters. `$size`: narrow (720px), default (1200px) or wide (1360px). */
export const PageContainer = styled.div<{ $size?: 'narrow' | 'default' | 'wide' }>`
  width: 100%;
  max-width: ${({ theme, $size = 'default' }) =>
    ({ narrow: theme.layout.narrow, default: theme.layout.maxWidth, wide: theme.layout.wide })[$size]};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]} ${theme.space[12]}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[10]} ${theme.space[8]} ${theme.space[16]}`};
  }
`;

const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-block-end: ${({ theme }) => theme.space[8]};
`;

const HeaderText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 65ch;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Eyebrow = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
}

/** The page's h1 with an optional eyebrow, lead paragraph and actions on the right. */
export function PageHeader({ title, description, eyebrow, actions }: PageHeaderProps) {
  return (
    <HeaderRow>
      <HeaderText>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {description && <p>{description}</p>}
      </HeaderText>
      {actions && <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>{actions}</div>}
    </HeaderRow>
  );
}
