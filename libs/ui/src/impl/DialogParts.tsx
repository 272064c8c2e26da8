import type { ComponentProps, ReactNode } from 'react';
import { useRef } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import styled, { css, keyframes } from 'styled-components';
import { X } from 'lucide-react';
import { ghostIconButton } from '../focusRing';
import { useUiT } from '../i18n/useUiT';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const popIn = keyframes`from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); } to { opacity: 1; transform: translate(-50%, -50%) scale(1); }`;
const slideInLeft = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`;
const slideInRight = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;

/** Dialog root (Radix). Controlled with `open`/`onOpenChange` or uncontrolled with a `DialogTrigger`. */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  backdrop-filter: blur(2px);
  animation: ${fadeIn} 160ms ease;
`;

type Side = 'center' | 'left' | 'right';

const Content = styled(RadixDialog.Content)<{ $side: Side; $size: 'sm' | 'md' | 'lg' }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.modal};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  &:focus {
    outline: none;
  }
  ${({ $side, $size, theme }) =>
    $side === 'center'
      ? css`
          top: 50%;
          left: 50%;
          transform: translate(-50%, -50%);
          width: calc(100vw - 32px);
          max-width: ${{ sm: '420px', md: '540px', lg: '720px' }[$size]};
          max-height: calc(100vh - 48px);
          padding: ${theme.space[6]};
          border-radius: ${theme.radii.lg};
          animation: ${popIn} 200ms ease;
        `
      : css`
          top: 0;
          bottom: 0;
          ${$side}: 0;
          width: min(340px, 88vw);
          padding: ${theme.space[6]} ${theme.space[5]};
          animation: ${$side === 'left' ? slideInLeft : slideInRight} 260ms cubic-bezier(0.22, 1, 0.36, 1);
        `}
`;

const CloseButton = styled(RadixDialog.Close)`
  position: absolute;
  top: 12px;
  inset-inline-end: 12px;
  ${ghostIconButton}
`;

export interface DialogContentProps extends ComponentProps<typeof RadixDialog.Content> {
  /** 'center' is a modal dialog; 'left'/'right' make a slide-in side sheet. */
  side?: Side;
  size?: 'sm' | 'md' | 'lg';
  /** Hide the built-in close (X) button. */
  hideClose?: boolean;
  /** The close button's name in the page's language (default 'Close'). */
  closeLabel?: string;
  children?: ReactNode;
}

/** Portal + overlay + content + close button. Always include a `DialogTitle` (and `DialogDescription` or aria-describedby={undefined}). */
export function DialogContent({
  side = 'center',
  size = 'md',
  hideClose,
  closeLabel,
  children,
  ...rest
}: DialogContentProps) {
  const { t } = useUiT();
  const close = useRef<HTMLButtonElement>(null);
  return (
    <RadixDialog.Portal>
      <Overlay />
      <Content
        $side={side}
        $size={size}
        {...rest}
        onOpenAutoFocus={(event) => {
          rest.onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // Radix then focuses the first field or button. When that is an embedded player (another page in a
          // frame), the keys go to it and Escape no longer closes the dialog: the close button, or the dialog, then.
          const container = event.currentTarget as HTMLElement;
          queueMicrotask(() => {
            const focused = document.activeElement;
            if (focused instanceof HTMLIFrameElement && container.contains(focused))
              (close.current ?? container).focus();
          });
        }}
      >
        {children}
        {!hideClose && (
          <CloseButton ref={close} aria-label={closeLabel ?? t('Close')}>
            <X aria-hidden="true" />
          </CloseButton>
        )}
      </Content>
    </RadixDialog.Portal>
  );
}

export const DialogTitle = styled(RadixDialog.Title)`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const DialogDescription = styled(RadixDialog.Description)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
