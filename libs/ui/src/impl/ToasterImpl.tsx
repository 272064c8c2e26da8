import { Toast as RadixToast } from 'radix-ui';
import styled, { css, keyframes } from 'styled-components';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { focusRing } from '../focusRing';
import { dismissToast, TOAST_DEFAULT_DURATION } from '../toastStore';
import type { ToastVariant } from '../toastStore';
import { useToast } from '../useToast';
import { useUiT } from '../i18n/useUiT';

const slideIn = keyframes`from { transform: translateY(12px); opacity: 0; } to { transform: translateY(0); opacity: 1; }`;

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  bottom: 0;
  inset-inline-end: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
  width: 100%;
  max-width: 420px;
  margin: 0;
  padding: 16px;
  list-style: none;
  outline: none;
`;

const variantStyles = {
  default: css`
    border-inline-start-color: ${({ theme }) => theme.colors.info};
    --toast-icon: ${({ theme }) => theme.colors.info};
  `,
  success: css`
    border-inline-start-color: ${({ theme }) => theme.colors.success};
    --toast-icon: ${({ theme }) => theme.colors.success};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.dangerSoft};
    border-color: #f4c7c3;
    border-inline-start-color: ${({ theme }) => theme.colors.danger};
    --toast-icon: ${({ theme }) => theme.colors.danger};
  `,
};

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 4px 12px;
  align-items: start;
  padding: 14px 44px 14px 14px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.text};
  ${({ $variant }) => variantStyles[$variant]}
  &[data-state='open'] {
    animation: ${slideIn} 220ms ease;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
  > svg {
    width: 20px;
    height: 20px;
    margin-block-start: 1px;
    color: var(--toast-icon);
    grid-row: span 2;
  }
`;

const Title = styled(RadixToast.Title)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  grid-column: 2;
`;

const Description = styled(RadixToast.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  grid-column: 2;
`;

const Action = styled(RadixToast.Action)`
  grid-column: 2;
  justify-self: start;
  margin-block-start: 8px;
  height: 32px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  ${focusRing}
`;

const Close = styled(RadixToast.Close)`
  position: absolute;
  top: 8px;
  inset-inline-end: 8px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 30px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  ${focusRing}
  svg {
    width: 16px;
    height: 16px;
  }
`;

const icons = { default: Info, success: CircleCheck, destructive: CircleAlert };

/** The Radix toast provider and viewport with the current toasts (loaded by `Toaster`). */
export function ToasterImpl() {
  const { toasts } = useToast();
  const { t } = useUiT();
  return (
    <RadixToast.Provider duration={TOAST_DEFAULT_DURATION} swipeDirection="right" label={t('Notification')}>
      {toasts.map(({ id, title, description, variant = 'default', duration, action, open }) => {
        const Icon = icons[variant];
        return (
          <Root
            key={id}
            open={open}
            duration={duration ?? TOAST_DEFAULT_DURATION}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(next) => {
              if (!next) dismissToast(id);
            }}
            $variant={variant}
            data-variant={variant}
          >
            <Icon aria-hidden="true" />
            {title && <Title>{title}</Title>}
            {description && <Description>{description}</Description>}
            {action && (
              <Action altText={action.altText ?? action.label} onClick={action.onClick}>
                {action.label}
              </Action>
            )}
            <Close aria-label={t('Close notification')}>
              <X aria-hidden="true" />
            </Close>
          </Root>
        );
      })}
      <Viewport />
    </RadixToast.Provider>
  );
}
