import styled from 'styled-components';
import { Pager as KitPager } from '@canopy/ui/page-kit';

/** The kit's pager, ruled off from the discussions above it. */
export const Pager = styled(KitPager)`
  row-gap: 8px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
