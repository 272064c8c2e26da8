import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@canopy/ui';

const Panel = styled(Card)`
  width: 100%;
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

export const SwitchLine = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  button {
    font-size: inherit;
  }
`;

/** The card around the login, sign-up and password-recovery forms, with the page's h1. */
export function FormCard({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Panel className={className}>
      <Head>
        <h1>{title}</h1>
        <p>{description}</p>
      </Head>
      {children}
    </Panel>
  );
}
