import styled from 'styled-components';

/**
 * A wrapping row of small icon-and-text facts (duration, last activity, level, learners). Render `as="ul"` with
 * `li` items when the facts are a list.
 */
export const MetaItems = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  > span,
  > li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;
