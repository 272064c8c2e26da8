import type { ReactNode } from 'react';
import styled from 'styled-components';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton's IconTile, not a second copy bundled with this entry
import { IconTile } from '@canopy/ui';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    max-width: 52ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The whole page when what it shows does not exist: the page's h1, why, and a way back. */
export function NotFoundPanel({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <Box>
      <IconTile $tone="primary" $size="xl" $round aria-hidden="true">
        {icon}
      </IconTile>
      <h1>{title}</h1>
      <p>{description}</p>
      <div style={{ marginBlockStart: 8 }}>{action}</div>
    </Box>
  );
}
