import styled from 'styled-components';
import { TabsList } from '@canopy/ui';

/**
 * The tab bar of a page: full width on phones, wrapping onto a second row rather than squeezing labels into
 * each other or scrolling them out of sight (icons dropped below 420 px), its natural width from 768 px up.
 */
export const PageTabsList = styled(TabsList)`
  display: flex;
  flex-wrap: wrap;
  width: 100%;
  > button {
    flex: 1 1 auto;
    padding: 0 12px;
    min-width: max-content;
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
