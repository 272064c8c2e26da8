import styled from 'styled-components';

/** The heading of a tab of the enrolled-course view. */
export const PanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  margin-block-end: 16px;
`;
