import { Label as RadixLabel } from 'radix-ui';
import styled from 'styled-components';

/** An accessible form label (Radix Label). */
export const Label = styled(RadixLabel.Root)`
  display: inline-block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  cursor: default;
`;
