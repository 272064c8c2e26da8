import styled from 'styled-components';

/* The quiz section's shared parts: the question block, the option rows and the result figures. */

export const QuestionFieldset = styled.fieldset<{ $invalid?: boolean }>`
  margin: 0;
  min-width: 0;
  padding: 18px 18px 20px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  flex-direction: column;
  gap: 12px;
  ${({ theme }) => theme.media.sm} {
    padding: 20px 22px 22px;
  }
  legend {
    /* A floated legend sits inside the box like a heading instead of cutting its border. */
    float: inline-start;
    width: 100%;
    padding: 0;
    margin-block-end: 4px;
  }
  legend + * {
    clear: both;
  }
  .number {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accent};
    margin-block-end: 4px;
  }
  .prompt {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    overflow-wrap: anywhere;
  }
  .hint {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Options = styled.div<{ $columns?: number }>`
  display: grid;
  gap: 8px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(${({ $columns = 1 }) => $columns}, minmax(0, 1fr));
  }
`;

/** One option: the native radio or checkbox stays the control; the whole row is its label. */
export const OptionRow = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 12px 14px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    background ${({ theme }) => theme.transitions.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:has(input:focus-visible) {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  input {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    margin: 0;
    margin-block-start: 2px;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  input:focus-visible {
    outline: none;
  }
`;

export const ScoreRing = styled.div<{ $passed: boolean }>`
  flex-shrink: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 108px;
  height: 108px;
  border-radius: 50%;
  border: 6px solid ${({ theme, $passed }) => ($passed ? theme.colors.success : theme.colors.warning)};
  background: ${({ theme, $passed }) => ($passed ? theme.colors.successSoft : theme.colors.warningSoft)};
  .value {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 1;
    color: ${({ theme }) => theme.colors.text};
  }
  .label {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    margin-block-start: 4px;
  }
`;

export const QuizActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
`;
