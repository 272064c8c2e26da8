import styled from 'styled-components';
import { Pager as KitPager } from '@canopy/ui/page-kit';

/** The kit's pager under an admin table: the range is said above the table, so the pager tells the page. */
export const Pager = styled(KitPager).attrs({ summary: 'page' as const })`
  margin-block-start: 16px;
`;
