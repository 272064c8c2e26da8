import styled, { keyframes } from 'styled-components';
import { useUiT } from './i18n/useUiT';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  opacity: 0.85;
  animation: ${spin} 0.7s linear infinite;
`;

export interface SpinnerProps {
  /** Diameter in px (default 20). */
  size?: number;
  /** Accessible label; pass `null` when the spinner is decorative (e.g. inside a busy button). */
  label?: string | null;
  className?: string;
}

/** An indeterminate progress indicator. Announced as a status unless `label` is null. */
export function Spinner({ size = 20, label, className }: SpinnerProps) {
  const { t } = useUiT();
  if (label === null) return <Ring $size={size} className={className} aria-hidden="true" />;
  return (
    <span role="status" aria-live="polite" className={className} style={{ display: 'inline-flex' }}>
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHiddenText>{label ?? t('Loading')}</VisuallyHiddenText>
    </span>
  );
}

const Centre = styled.div<{ $minHeight: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ $minHeight }) => $minHeight};
  width: 100%;
  color: ${({ theme }) => theme.colors.primary};
`;

/** A centred spinner filling its area; used while a page or the signed-in state loads. */
export function PageSpinner({ label, minHeight = '60vh' }: { label?: string; minHeight?: string }) {
  return (
    <Centre $minHeight={minHeight}>
      <Spinner size={36} label={label} />
    </Centre>
  );
}

export const VisuallyHiddenText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
