import styled from 'styled-components';

/** A tab panel of the course page: its heading sizes and prose. */
export const DetailPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .prose {
    white-space: pre-line;
    color: ${({ theme }) => theme.colors.text};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
    max-width: 70ch;
  }
`;
