import type { ComponentProps } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import styled, { css, keyframes } from 'styled-components';

const appear = keyframes`from { opacity: 0; transform: translateY(-4px); } to { opacity: 1; transform: translateY(0); }`;

export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuGroup = RadixMenu.Group;

const Content = styled(RadixMenu.Content)`
  z-index: ${({ theme }) => theme.zIndices.popover};
  min-width: 220px;
  padding: 6px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${appear} 140ms ease;
`;

/** Menu panel, rendered in a portal. */
export function DropdownMenuContent({
  sideOffset = 8,
  align = 'end',
  ...rest
}: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <Content sideOffset={sideOffset} align={align} {...rest} />
    </RadixMenu.Portal>
  );
}

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 40px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
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
  svg {
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.textMuted};
    flex-shrink: 0;
  }
  &[data-highlighted] svg {
    color: inherit;
  }
`;

/** A menu item. Use `asChild` to render a link: `<DropdownMenuItem asChild><Link to="/x">X</Link></DropdownMenuItem>`. */
export const DropdownMenuItem = styled(RadixMenu.Item)`
  ${itemStyles}
`;

export const DropdownMenuLabel = styled(RadixMenu.Label)`
  padding: 8px 10px 6px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const DropdownMenuSeparator = styled(RadixMenu.Separator)`
  height: 1px;
  margin: 6px -6px;
  background: ${({ theme }) => theme.colors.border};
`;
