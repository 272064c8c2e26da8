import { Progress as RadixProgress } from 'radix-ui';
import styled from 'styled-components';
import { clampProgress } from '../clampProgress';
import type { ProgressProps } from '../clampProgress';
import { useUiT } from '../i18n/useUiT';

const Track = styled(RadixProgress.Root)<{ $size: 'sm' | 'md' }>`
  position: relative;
  overflow: hidden;
  width: 100%;
  height: ${({ $size }) => ($size === 'sm' ? '6px' : '10px')};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const Indicator = styled(RadixProgress.Indicator)`
  height: 100%;
  width: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: transform ${({ theme }) => theme.transitions.slow};
`;

/** A determinate progress bar, clamped to 0-100. */
export function Progress({ value, label, size = 'md', className }: ProgressProps) {
  const { t } = useUiT();
  const v = clampProgress(value);
  return (
    <Track value={v} max={100} aria-label={label ?? t('Progress')} $size={size} className={className}>
      <Indicator style={{ transform: `translateX(-${100 - v}%)` }} />
    </Track>
  );
}
