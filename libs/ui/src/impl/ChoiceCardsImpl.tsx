import type { KeyboardEvent, ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import styled from 'styled-components';
import { focusRing } from '../focusRing';

const Root = styled(RadioGroup.Root)<{ $columns: number }>`
  display: grid;
  grid-template-columns: 1fr;
  gap: 10px;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const Item = styled(RadioGroup.Item)`
  all: unset;
  box-sizing: border-box;
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 12px 14px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    background ${({ theme }) => theme.transitions.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  ${focusRing}
`;

const Dot = styled.span`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  margin-block-start: 2px;
  border: 1.5px solid ${({ theme }) => theme.colors.textSubtle};
  border-radius: 50%;
  [data-state='checked'] > & {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Indicator = styled(RadioGroup.Indicator)`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Body = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  strong {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
  strong svg {
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.primary};
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.4;
  }
`;

export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
  icon?: ReactNode;
}

export interface ChoiceCardsProps {
  options: ChoiceOption[];
  value: string;
  onValueChange: (value: string) => void;
  name?: string;
  /** Accessible name of the group (or use aria-labelledby). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  columns?: number;
  id?: string;
}

/** How far each arrow key moves the choice (left and right swap in a right-to-left page). */
const arrowSteps: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * A single-choice group rendered as selectable cards (Radix RadioGroup). The arrow keys move focus and the choice
 * together, wrapping at the ends, as a radio group does; Space chooses the focused card.
 */
export function ChoiceCards({
  options,
  value,
  onValueChange,
  columns = options.length,
  ...rest
}: ChoiceCardsProps) {
  // Radix moves focus in a timeout after the arrow's keydown and chooses the newly focused radio only if the key is
  // still down by then: a quick press (a keyboard macro, a test, a busy machine) moved focus without choosing, and a
  // Space pressed before the timeout fired landed on the card focus then left. Moving and choosing here, at once,
  // leaves nothing pending.
  function onArrow(event: KeyboardEvent<HTMLButtonElement>) {
    const step = arrowSteps[event.key];
    if (step === undefined || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const radios = Array.from(
      event.currentTarget.closest('[role="radiogroup"]')?.querySelectorAll<HTMLElement>('[role="radio"]') ??
        [],
    );
    const at = radios.indexOf(event.currentTarget);
    if (at === -1 || radios.length !== options.length) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const delta = rtl && (event.key === 'ArrowLeft' || event.key === 'ArrowRight') ? -step : step;
    const next = (at + delta + radios.length) % radios.length;
    radios[next]!.focus();
    if (options[next]!.value !== value) onValueChange(options[next]!.value);
  }

  return (
    <Root value={value} onValueChange={onValueChange} $columns={columns} {...rest}>
      {options.map((o) => (
        <Item key={o.value} value={o.value} onKeyDown={onArrow}>
          <Dot>
            <Indicator />
          </Dot>
          <Body>
            <strong>
              {o.icon}
              {o.label}
            </strong>
            {o.description && <small>{o.description}</small>}
          </Body>
        </Item>
      ))}
    </Root>
  );
}
