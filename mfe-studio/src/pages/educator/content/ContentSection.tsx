import type { ReactNode } from 'react';
import styled from 'styled-components';
import { currentLanguage } from '@canopy/i18n';
import { formatNumber } from '@canopy/i18n/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@canopy/ui';

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** One section of the Content tab: a card with a heading, an explanation, an optional action and its list. */
export function ContentSection({
  id,
  title,
  description,
  action,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader>
        <TitleRow>
          <div>
            <CardTitle as="h2" id={id}>
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
          {action}
        </TitleRow>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A plain list of rows separated by hairlines. */
export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    padding: ${({ theme }) => `${theme.space[3]} 0`};
    min-width: 0;
  }
  > li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const RowText = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
  flex: 1 1 240px;
  strong {
    overflow-wrap: anywhere;
  }
`;

export const RowMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** "24 KB", "1.2 MB" ("1,2 MB" in Spanish). */
export function fileSize(bytes: number): string {
  const language = currentLanguage();
  if (bytes < 1024) return `${formatNumber(bytes, language)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 1024), language)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${formatNumber(mb, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
}
