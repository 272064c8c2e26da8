import type { ComponentProps } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import styled from 'styled-components';
import { focusRing } from '../focusRing';

const Root = styled(RadixSwitch.Root)`
  all: unset;
  box-sizing: border-box;
  position: relative;
  flex-shrink: 0;
  width: 42px;
  height: 24px;
  border-radius: 9999px;
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};
  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${focusRing}
`;

const Thumb = styled(RadixSwitch.Thumb)`
  display: block;
  width: 20px;
  height: 20px;
  border-radius: 9999px;
  background: #ffffff;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transform: translateX(2px);
  transition: transform ${({ theme }) => theme.transitions.fast};
  &[data-state='checked'] {
    transform: translateX(20px);
  }
`;

/** An on/off switch (Radix). Label it with `<Label htmlFor>`. */
export function Switch(props: ComponentProps<typeof RadixSwitch.Root>) {
  return (
    <Root {...props}>
      <Thumb />
    </Root>
  );
}
