import styled from 'styled-components';
import { renderMarkdown } from '../lib/renderMarkdown';

const Root = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  overflow-wrap: anywhere;
  > * + * {
    margin-top: 1em;
  }
  h1,
  h2,
  h3,
  h4 {
    margin-top: 1.6em;
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3,
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: 0.35em;
  }
  blockquote {
    margin: 1.2em 0;
    padding: 12px 18px;
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
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
    padding: 14px 16px;
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
    width: 100%;
    border-collapse: collapse;
    display: block;
    overflow-x: auto;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  hr {
    border: 0;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** Educator-written markdown, rendered and sanitised (see renderMarkdown). */
export function Prose({ source, className }: { source: string | null | undefined; className?: string }) {
  const html = renderMarkdown(source);
  if (!html) return null;
  // Safe: renderMarkdown sanitises with DOMPurify (no scripts, handlers, iframes, styles or javascript: links).
  return <Root className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
