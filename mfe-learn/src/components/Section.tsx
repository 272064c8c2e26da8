import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 8px 16px;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-top: 4px;
  }
`;

/** A titled page section (h2 labels the region) with an optional action on the right. */
export function Section({
  title,
  description,
  action,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <Root aria-labelledby={id} className={className}>
      <Head>
        <div>
          <h2 id={id}>{title}</h2>
          {description && <p>{description}</p>}
        </div>
        {action}
      </Head>
      {children}
    </Root>
  );
}
