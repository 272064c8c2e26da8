import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Compass } from 'lucide-react';
import { PageContainer } from '@canopy/ui';
import { BigIcon } from './BigIcon';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 64px 24px;
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    max-width: 48ch;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A page-level message (not found, not enrolled): icon, h1 title, explanation and a way forward. */
export function PagePanel({
  title,
  message,
  action,
  icon,
  contained = true,
}: {
  title: string;
  message: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  /** Wrap in a narrow PageContainer (false when the caller already has one). */
  contained?: boolean;
}) {
  const box = (
    <Box>
      <BigIcon>{icon ?? <Compass />}</BigIcon>
      <h1>{title}</h1>
      <p>{message}</p>
      {action}
    </Box>
  );
  return contained ? <PageContainer $size="narrow">{box}</PageContainer> : box;
}
