import styled from 'styled-components';
import type { SnippetPart } from '@canopy/contracts';

const Mark = styled.mark`
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  border-radius: 3px;
  padding-inline: 2px;
`;

/** A search snippet: the server marks the matching words; they render as <mark>, everything else as text. */
export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <>{parts.map((p, i) => (p.highlight ? <Mark key={i}>{p.text}</Mark> : <span key={i}>{p.text}</span>))}</>
  );
}
