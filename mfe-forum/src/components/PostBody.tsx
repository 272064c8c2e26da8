import styled from 'styled-components';
import { renderMarkdown } from '../lib/renderMarkdown';

const Root = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  overflow-wrap: anywhere;
  > * + * {
    margin-top: 0.9em;
  }
  h1,
  h2,
  h3,
  h4 {
    margin-top: 1.4em;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: 0.3em;
  }
  blockquote {
    margin: 1em 0;
    padding: 10px 16px;
    border-left: 4px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
    padding: 2px 6px;
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  pre {
    overflow-x: auto;
    padding: 12px 14px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  pre code {
    padding: 0;
    background: none;
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: underline;
  }
`;

/** A member's Markdown post, rendered and sanitised (see renderMarkdown). */
export function PostBody({ source, className }: { source: string; className?: string }) {
  // Safe: renderMarkdown sanitises with DOMPurify (no scripts, handlers, frames, styles or javascript: links).
  return (
    <Root
      className={className}
      data-post-body=""
      dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }}
    />
  );
}
