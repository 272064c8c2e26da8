import styled from 'styled-components';

/** The course page's grid: hero and tabs beside a sticky side card from 1024 px, stacked below. */
export const DetailLayout = styled.div`
  display: grid;
  gap: 32px;
  grid-template-areas: 'hero' 'aside' 'tabs';
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-areas: 'hero aside' 'tabs aside';
    grid-template-columns: minmax(0, 1fr) 360px;
    grid-template-rows: auto 1fr;
    column-gap: 48px;
  }
  > .hero {
    grid-area: hero;
    min-width: 0;
  }
  > .aside {
    grid-area: aside;
  }
  > .tabs {
    grid-area: tabs;
    min-width: 0;
  }
  ${({ theme }) => theme.media.lg} {
    > .aside > * {
      position: sticky;
      inset-block-start: calc(${({ theme }) => theme.layout.headerHeight} + 24px);
    }
  }
`;
