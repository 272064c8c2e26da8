import styled from 'styled-components';

export const StepHeading = styled.h2`
  margin-block: 0 ${({ theme }) => theme.space[5]};
  margin-inline: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 4px;
    border-radius: 4px;
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  & + & {
    margin-block-start: ${({ theme }) => theme.space[6]};
  }
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[8]};
  padding-block-start: ${({ theme }) => theme.space[5]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Suggestions the educator may take with one click (AI titles, description ideas). */
export const Suggestions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }
  button {
    text-align: start;
    white-space: normal;
    block-size: auto;
    min-block-size: 32px;
  }
`;
