import { useState } from 'react';
import type { ReactNode } from 'react';
import { Collapsible as RadixCollapsible } from 'radix-ui';
import { IconTile } from '../IconTile';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { focusRing } from '../focusRing';

export const Collapsible = RadixCollapsible.Root;
export const CollapsibleTrigger = RadixCollapsible.Trigger;
export const CollapsibleContent = RadixCollapsible.Content;

const Section = styled(RadixCollapsible.Root)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  &[data-state='open'] {
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

const Trigger = styled(RadixCollapsible.Trigger)`
  display: flex;
  align-items: center;
  gap: 14px;
  width: 100%;
  padding: 18px 20px;
  border: 0;
  background: transparent;
  text-align: start;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing}
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
  > svg:last-child {
    margin-inline-start: auto;
    width: 20px;
    height: 20px;
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    transition: transform ${({ theme }) => theme.transitions.normal};
  }
  &[data-state='open'] > svg:last-child {
    transform: rotate(180deg);
  }
`;

const TitleText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Body = styled(RadixCollapsible.Content)`
  padding: 4px 20px 20px 74px;
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.md} {
    padding-inline-end: 32px;
  }
  @media (max-width: 479px) {
    padding-inline-start: 20px;
  }
`;

export interface CollapsibleSectionProps {
  title: string;
  summary?: string;
  icon?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
  /** Heading level wrapping the trigger (default 2) so sections appear in the document outline. */
  headingLevel?: 2 | 3 | 4;
}

/** A titled card that expands and collapses its content (Radix Collapsible); the trigger sits inside a heading. */
export function CollapsibleSection({
  title,
  summary,
  icon,
  defaultOpen,
  children,
  headingLevel = 2,
}: CollapsibleSectionProps) {
  const [open, setOpen] = useState(Boolean(defaultOpen));
  const H = `h${headingLevel}` as const;
  return (
    <Section open={open} onOpenChange={setOpen}>
      <H style={{ margin: 0, font: 'inherit' }}>
        <Trigger>
          {icon && (
            <IconTile $size="sm" aria-hidden="true">
              {icon}
            </IconTile>
          )}
          <TitleText>
            <strong>{title}</strong>
            {summary && <span>{summary}</span>}
          </TitleText>
          <ChevronDown aria-hidden="true" />
        </Trigger>
      </H>
      <Body>{children}</Body>
    </Section>
  );
}
