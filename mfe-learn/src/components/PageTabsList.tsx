import styled from 'styled-components';
import { TabsList } from '@canopy/ui';

/**
 * The tab bar of a page: full width with equal tabs on phones (icons dropped below 420 px so every label
 * fits at 360 px instead of scrolling out of sight), its natural width from 768 px up.
 */
export const PageTabsList = styled(TabsList)`
  display: flex;
  width: 100%;
  > button {
    flex: 1 1 0;
    padding: 0 8px;
    min-width: 0;
  }
  @media (max-width: 419px) {
    > button svg {
      display: none;
    }
  }
  ${({ theme }) => theme.media.md} {
    display: inline-flex;
    width: auto;
    > button {
      flex: 1 0 auto;
      padding: 0 16px;
    }
  }
`;
