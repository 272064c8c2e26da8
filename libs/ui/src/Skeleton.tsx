import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

/** A loading placeholder block. Size it with `$width`/`$height` (any CSS length). Hidden from assistive tech. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{
  $width?: string;
  $height?: string;
  $radius?: string;
}>`
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '16px' }) => $height};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;
