import styled from 'styled-components';
import { SafeMarkdown } from '@canopy/ui/markdown';

const Root = styled(SafeMarkdown)`
  > * + * {
    margin-block-start: 0.9em;
  }
  h1,
  h2,
  h3,
  h4 {
    margin-block-start: 1.4em;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  li + li {
    margin-block-start: 0.3em;
  }
  blockquote {
    margin-block: 1em;
    margin-inline: 0;
    padding-block: 10px;
    padding-inline: 16px;
    border-inline-start: 4px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  pre {
    padding-block: 12px;
    padding-inline: 14px;
  }
  th,
  td {
    padding-block: 6px;
    padding-inline: 10px;
  }
  a {
    text-decoration: underline;
  }
`;

/** A member's Markdown post, rendered and sanitised with the strict rule (SafeMarkdown). */
export function PostBody({ source, className }: { source: string; className?: string }) {
  return <Root source={source} strict className={className} data-post-body="" />;
}
