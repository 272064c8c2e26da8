import styled from 'styled-components';
import { SafeMarkdown } from '@canopy/ui/markdown';

/** Educator-written markdown, rendered and sanitised (SafeMarkdown), in the roomier lesson typography. */
export const Prose = styled(SafeMarkdown)`
  > * + * {
    margin-top: 1em;
  }
  h1,
  h2,
  h3,
  h4 {
    margin-top: 1.6em;
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
  li + li {
    margin-top: 0.35em;
  }
  blockquote {
    margin: 1.2em 0;
    padding: 12px 18px;
    border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  pre {
    padding: 14px 16px;
  }
  table {
    width: 100%;
  }
  th,
  td {
    padding: 8px 10px;
    text-align: start;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  hr {
    border: 0;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;
