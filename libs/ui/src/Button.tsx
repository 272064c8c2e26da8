import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import styled, { css } from 'styled-components';
import { focusRing } from './focusRing';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    box-shadow: ${({ theme }) => theme.shadows.xs};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryActive};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoftHover};
      color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerHover};
      color: ${({ theme }) => theme.colors.onDanger};
    }
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    padding-inline-start: 0;
    padding-inline-end: 0;
    height: auto;
    text-decoration: underline;
    text-underline-offset: 3px;
    &:hover:not(:disabled) {
      color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
};

// Each size's height: a wrapping label keeps it as its minimum.
const heights: Record<ButtonSize, string> = { sm: '34px', md: '42px', lg: '50px', icon: '40px' };

const sizes = {
  sm: css`
    height: ${heights.sm};
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    height: ${heights.md};
    padding: 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  lg: css`
    height: ${heights.lg};
    padding: 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  icon: css`
    height: ${heights.icon};
    width: ${heights.icon};
    padding: 0;
  `,
};

// A label that may outgrow a phone's column (a longer language) wraps inside the button, which keeps its size's
// height as a minimum, rather than pushing the page sideways (WCAG 1.4.10).
const wrapping = css`
  max-inline-size: 100%;
  block-size: auto;
  padding-block: 8px;
  white-space: normal;
  text-align: center;
  line-height: 1.25;
`;

export const buttonStyles = css<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
  $wrapLabel?: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${({ $size }) => sizes[$size]}
  ${({ $wrapLabel, $size }) => $wrapLabel && [wrapping, `min-block-size: ${heights[$size]};`]}
  ${({ $variant }) => variants[$variant]}
  ${focusRing}
  &:disabled, &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  svg {
    flex-shrink: 0;
    width: 1.1em;
    height: 1.1em;
  }
`;

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
  $wrapLabel?: boolean;
}>`
  ${buttonStyles}
`;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button (e.g. while a mutation is pending). */
  loading?: boolean;
  fullWidth?: boolean;
  /** Render the single child (e.g. a router `<Link>`) with button styles instead of a `<button>`. */
  asChild?: boolean;
  /** Lets a label that can be wider than a phone's column (a longer language) wrap inside the button. */
  wrapLabel?: boolean;
}

/** The Canopy button. `asChild` lets a link look like a button: `<Button asChild><Link to="/">Home</Link></Button>`. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth,
  asChild,
  wrapLabel,
  disabled,
  children,
  type,
  ...rest
}: ButtonProps) {
  if (asChild) {
    return (
      <StyledButton
        as={Slot.Root}
        $variant={variant}
        $size={size}
        $fullWidth={fullWidth}
        $wrapLabel={wrapLabel}
        {...rest}
      >
        {children}
      </StyledButton>
    );
  }
  return (
    <StyledButton
      type={type ?? 'button'}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $wrapLabel={wrapLabel}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={16} label={null} />}
      {children}
    </StyledButton>
  );
}
