import styled, { css } from 'styled-components';

export const fieldControlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 14px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.4;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.textSubtle};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoftHover};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[aria-invalid='true']:focus-visible {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.dangerSoft};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** A text input. Pair it with `<Field>` for the label and the error message. */
export const Input = styled.input`
  ${fieldControlStyles}
`;

/** A multi-line text input. */
export const Textarea = styled.textarea`
  ${fieldControlStyles}
  min-height: 112px;
  resize: vertical;
`;
