import styled from 'styled-components';

/** The search field with a magnifier drawn inside its box. */
export const SearchBox = styled.div`
  position: relative;
  input {
    padding-inline-start: 36px;
  }
  > svg {
    position: absolute;
    inset-inline-start: 12px;
    inset-block-start: 38px;
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

export const Choices = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  max-height: 300px;
  overflow-y: auto;
  padding: 2px;
`;

/** One educator as a selectable row: a native radio (arrow keys move between them) inside its label. */
export const Choice = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
  padding: 10px 14px;
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : theme.colors.surface)};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.transitions.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const ListNote = styled.div`
  margin: 0;
  margin-block-start: 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
