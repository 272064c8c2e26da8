import styled from 'styled-components';

/* The lesson view's grid (the lesson beside its course's contents from 1024 px), article and heading. */

export const LessonLayout = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 320px;
    column-gap: 40px;
    align-items: start;
    > aside {
      position: sticky;
      top: calc(${({ theme }) => theme.layout.headerHeight} + 24px);
      max-height: calc(100vh - 120px);
      overflow-y: auto;
    }
  }
`;

export const LessonArticle = styled.article`
  display: flex;
  flex-direction: column;
  gap: 24px;
  min-width: 0;
`;

export const LessonHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: 10px;
  .eyebrow {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.accent};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
`;
