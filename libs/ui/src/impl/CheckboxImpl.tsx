import type { ComponentProps } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import styled from 'styled-components';
import { Check } from 'lucide-react';
import { focusRing } from '../focusRing';

const Root = styled(RadixCheckbox.Root)`
  all: unset;
  box-sizing: border-box;
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  margin-block-start: 2px;
  border: 1.5px solid ${({ theme }) => theme.colors.textSubtle};
  border-radius: 5px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${focusRing}
  svg {
    width: 14px;
    height: 14px;
  }
`;

export type CheckboxProps = ComponentProps<typeof RadixCheckbox.Root>;

/** An accessible checkbox (Radix). Label it with `<Label htmlFor>` or use `CheckboxField`. */
export function Checkbox(props: CheckboxProps) {
  return (
    <Root {...props}>
      <RadixCheckbox.Indicator>
        <Check strokeWidth={3} aria-hidden="true" />
      </RadixCheckbox.Indicator>
    </Root>
  );
}
