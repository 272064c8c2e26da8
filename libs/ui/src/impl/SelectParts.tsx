import type { ComponentProps } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import styled from 'styled-components';
import { Check, ChevronDown } from 'lucide-react';
import { fieldControlStyles } from '../Input';

/** Select root (Radix): `<Select value onValueChange><SelectTrigger><SelectValue placeholder/></SelectTrigger><SelectContent><SelectItem value>…` */
export const Select = RadixSelect.Root;
export const SelectValue = RadixSelect.Value;
export const SelectGroup = RadixSelect.Group;

const Trigger = styled(RadixSelect.Trigger)`
  ${fieldControlStyles}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  text-align: start;
  cursor: pointer;
  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  svg {
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.textMuted};
    flex-shrink: 0;
  }
`;

export function SelectTrigger({ children, ...rest }: ComponentProps<typeof RadixSelect.Trigger>) {
  return (
    <Trigger {...rest}>
      {children}
      <RadixSelect.Icon>
        <ChevronDown aria-hidden="true" />
      </RadixSelect.Icon>
    </Trigger>
  );
}

const Content = styled(RadixSelect.Content)`
  z-index: ${({ theme }) => theme.zIndices.popover};
  overflow: hidden;
  min-width: var(--radix-select-trigger-width);
  max-height: var(--radix-select-content-available-height);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Viewport = styled(RadixSelect.Viewport)`
  padding: 6px;
`;

export function SelectContent({
  children,
  position = 'popper',
  sideOffset = 6,
  ...rest
}: ComponentProps<typeof RadixSelect.Content>) {
  return (
    <RadixSelect.Portal>
      <Content position={position} sideOffset={sideOffset} {...rest}>
        <Viewport>{children}</Viewport>
      </Content>
    </RadixSelect.Portal>
  );
}

const Item = styled(RadixSelect.Item)`
  position: relative;
  display: flex;
  align-items: center;
  min-height: 38px;
  padding: 8px 32px 8px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  outline: none;
  user-select: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  &[data-disabled] {
    opacity: 0.5;
    pointer-events: none;
  }
`;

const ItemIndicator = styled(RadixSelect.ItemIndicator)`
  position: absolute;
  inset-inline-end: 10px;
  display: inline-flex;
  svg {
    width: 16px;
    height: 16px;
  }
`;

export function SelectItem({ children, ...rest }: ComponentProps<typeof RadixSelect.Item>) {
  return (
    <Item {...rest}>
      <RadixSelect.ItemText>{children}</RadixSelect.ItemText>
      <ItemIndicator>
        <Check aria-hidden="true" />
      </ItemIndicator>
    </Item>
  );
}
