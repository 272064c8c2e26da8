import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Skeleton } from './Skeleton';
import { VisuallyHiddenText } from './Spinner';
import { useUiT } from './i18n/useUiT';

/*
 * The layout of a list of posts (discussions, replies): each item an author's avatar beside its body (a heading
 * with the link, an excerpt, a line of meta facts). Used by the forum's lists and the course's discussions.
 */

export const PostList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** `<Avatar />` then `<PostListBody>`; on phones the body takes the whole width (the author is in the meta). */
export const PostListItem = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 14px;
  padding: 16px 0;
  &:first-child {
    padding-block-start: 0;
  }
  &:last-child {
    padding-block-end: 0;
  }
  @media (max-width: 479px) {
    grid-template-columns: minmax(0, 1fr);
    > span[aria-hidden='true'] {
      display: none;
    }
  }
`;

export const PostListBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  h3,
  h4 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    overflow-wrap: anywhere;
  }
  h3 a,
  h4 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h3 a:hover,
  h4 a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

/** The opening lines, cut after two. */
export const PostListExcerpt = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

/** Author, time, counts: each fact a `<span>` (icon and text) or a badge. */
export const PostListMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: 14px;
  row-gap: 4px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  > span {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    min-width: 0;
  }
  svg {
    width: 15px;
    height: 15px;
    flex-shrink: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const SkeletonRow = styled.div`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr);
  gap: 14px;
  padding: 16px 0;
  > div {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
`;

export interface PostListSkeletonProps extends HTMLAttributes<HTMLDivElement> {
  rows?: number;
  /** Said to screen readers while the list loads. */
  label?: string;
}

/** A post list's shape while it loads (a polite status with `label`). */
export function PostListSkeleton({ rows = 3, label, ...rest }: PostListSkeletonProps) {
  const { t } = useUiT();
  return (
    <div role="status" aria-live="polite" {...rest}>
      <VisuallyHiddenText>{label ?? t('Loading')}</VisuallyHiddenText>
      <div aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <SkeletonRow key={i}>
            <Skeleton $width="40px" $height="40px" $radius="50%" />
            <div>
              <Skeleton $width={`${55 + ((i * 17) % 30)}%`} $height="18px" />
              <Skeleton $width="90%" $height="14px" />
              <Skeleton $width="40%" $height="14px" />
            </div>
          </SkeletonRow>
        ))}
      </div>
    </div>
  );
}
