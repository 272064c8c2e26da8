import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronRight } from 'lucide-react';
import { useUiT } from './i18n/useUiT';

const Nav = styled.nav`
  margin-block-end: 20px;
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-width: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li[aria-current] span {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 40ch;
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  svg {
    width: 14px;
    height: 14px;
    flex-shrink: 0;
  }
`;

export interface BreadcrumbItem {
  label: string;
  /** Where the item links to; the last item (the current page) never links. */
  to?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  /** The link component, e.g. react-router's `Link` (the design system does not depend on a router). */
  linkAs: ComponentType<{ to: string; children: ReactNode }>;
}

/** "Courses › Course › Lesson" trail; the last item is the current page. */
export function Breadcrumbs({ items, linkAs: LinkComponent }: BreadcrumbsProps) {
  const { t } = useUiT();
  return (
    <Nav aria-label={t('Breadcrumb')}>
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.label}-${i}`} aria-current={last ? 'page' : undefined}>
              {item.to && !last ? (
                <LinkComponent to={item.to}>{item.label}</LinkComponent>
              ) : (
                <span>{item.label}</span>
              )}
              {!last && <ChevronRight aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </Nav>
  );
}
