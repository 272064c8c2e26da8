import type { ReactNode } from 'react';
import styled from 'styled-components';
import { groupDigits } from '../lib/progress';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 14px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .top {
    display: flex;
    align-items: center;
    gap: 8px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .top svg {
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.primary};
  }
  .n {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: 600;
    line-height: 1.1;
  }
`;

/** Small labelled counts (lessons, videos, documents, milestones). `value` undefined shows a dash while loading. */
export function InfoTiles({
  items,
  label,
}: {
  items: { label: string; value: number | undefined; icon: ReactNode }[];
  label: string;
}) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={item.label}>
          <span className="top">
            <span aria-hidden="true" style={{ display: 'inline-flex' }}>
              {item.icon}
            </span>
            {item.label}
          </span>
          <span className="n">{item.value === undefined ? '–' : groupDigits(item.value)}</span>
        </li>
      ))}
    </List>
  );
}
