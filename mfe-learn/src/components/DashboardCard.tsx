import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { Card, IconTile } from '@canopy/ui';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 22px;
  overflow: visible;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px 12px;
  /* The titles keep at least 10rem beside the icon; an action that leaves them less goes to the next line
     (a 320 px screen, a long label in Spanish). */
  .titles {
    flex: 1 1 10rem;
    min-width: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    margin-top: 2px;
  }
`;

/** A titled card on the enrolled-course view (an h3 section inside the tab panel's h2). */
export function DashboardCard({
  title,
  description,
  icon,
  action,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <Root as="section" aria-labelledby={id} className={className}>
      <Head>
        <IconTile $tone="primary" $size="sm" aria-hidden="true">
          {icon}
        </IconTile>
        <div className="titles">
          <h3 id={id}>{title}</h3>
          {description && <p>{description}</p>}
        </div>
        {action}
      </Head>
      {children}
    </Root>
  );
}

/** Muted sentence for "nothing yet" inside a card. */
export const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-style: italic;
`;

const EmptyBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  padding: 20px 16px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 40ch;
  }
`;

/** A compact "nothing here yet" inside a dashboard card (the card's h3 already names the section). */
export function CardEmpty({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <EmptyBox>
      <strong>{title}</strong>
      {description && <span>{description}</span>}
    </EmptyBox>
  );
}
