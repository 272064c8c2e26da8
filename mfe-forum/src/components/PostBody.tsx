import styled from 'styled-components';
import { SafeMarkdown } from '@canopy/ui/markdown';

const Root = styled(SafeMarkdown)`
  > * + * {
    margin-top: 0.9em;
  }
  h1,
  h2,
  h3,
  h4 {
    margin-top: 1.4em;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  li + li {
    margin-top: 0.3em;
  }
  blockquote {
    margin: 1em 0;
    padding: 10px 16px;
    border-left: 4px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  pre {
    padding: 12px 14px;
  }
  th,
  td {
    padding: 6px 10px;
  }
  a {
    text-decoration: underline;
  }
`;

/** A member's Markdown post, rendered and sanitised with the strict rule (SafeMarkdown). */
export function PostBody({ source, className }: { source: string; className?: string }) {
  return <Root source={source} strict className={className} data-post-body="" />;
}
