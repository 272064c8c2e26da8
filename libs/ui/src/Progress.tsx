import styled from 'styled-components';
import { clampProgress } from './clampProgress';
import type { ProgressProps } from './clampProgress';
import { lazyPart } from './lazyPart';
import type * as Impl from './impl/ProgressImpl';
import { useUiT } from './i18n/useUiT';

const load = () => import(/* webpackChunkName: "ui-progress" */ './impl/ProgressImpl');

const Track = styled.div<{ $size: 'sm' | 'md'; $value: number }>`
  position: relative;
  overflow: hidden;
  width: 100%;
  height: ${({ $size }) => ($size === 'sm' ? '6px' : '10px')};
  border-radius: 9999px;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.primary};
    transform: translateX(-${({ $value }) => 100 - $value}%);
  }
`;

// Until Radix Progress has loaded, the same bar is drawn statically (with the same accessible values).
function StaticProgress(props: Record<string, unknown>) {
  const { t } = useUiT();
  const { value, label = t('Progress'), size = 'md', className } = props as unknown as ProgressProps;
  const v = clampProgress(value);
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={v}
      $size={size}
      $value={v}
      className={className}
    />
  );
}

/** A determinate progress bar (Radix Progress), clamped to 0-100. */
export const Progress = lazyPart<typeof Impl, 'Progress'>(load, 'Progress', StaticProgress);
export { clampProgress };
export type { ProgressProps };
