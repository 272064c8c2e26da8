import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { renderMarkdown } from './renderMarkdown';

// What lesson text and forum posts share; each adds its own spacing, headings and quotes (styled(SafeMarkdown)).
const Root = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  overflow-wrap: anywhere;
  h1,
  h2,
  h3,
  h4 {
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  ul,
  ol {
    padding-inline-start: 1.4em;
  }
  blockquote {
    border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
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
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export interface SafeMarkdownProps extends Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML'> {
  source: string | null | undefined;
  /** Member-written Markdown: the stricter rule (see renderMarkdown). */
  strict?: boolean;
}

/** Markdown rendered and sanitised (see renderMarkdown); nothing at all for an empty source. */
export function SafeMarkdown({ source, strict, ...rest }: SafeMarkdownProps) {
  const html = renderMarkdown(source, { strict });
  if (!html) return null;
  // Safe: renderMarkdown sanitises with DOMPurify (no scripts, handlers, frames, styles or javascript: links).
  return <Root {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}
