import styled from 'styled-components';
import { fieldControlStyles } from '@canopy/ui';

/** A native select: the platform's field look, the browser's own (accessible) list. */
export const NativeSelect = styled.select`
  ${fieldControlStyles};
  appearance: auto;
`;

export const TabHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-block-end: ${({ theme }) => theme.space[6]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin-block: ${({ theme }) => theme.space[1]} 0;
    margin-inline: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &:focus {
    outline: none;
  }
`;

/**
 * A view's heading: it takes the keyboard when the view opens (tabIndex -1). Only the platform's focus-visible
 * ring shows it, for keyboard users; a mouse click leaves no outline behind.
 */
export const HeadingFocus = styled.h2`
  &:focus {
    outline: none;
  }
`;

/** The "Back to quizzes" link above a view's heading. */
export const BackRow = styled.div`
  margin-block-end: ${({ theme }) => theme.space[2]};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A row of small facts separated by dots ("5 questions · Pass at 70%"). */
export const Facts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    inline-size: 15px;
    block-size: 15px;
    flex-shrink: 0;
  }
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

export const FullRow = styled.div`
  ${({ theme }) => theme.media.md} {
    grid-column: 1 / -1;
  }
`;

/** A group with a legend (question answers, options): the builder's one field group. */
export { SettingsFieldGroup as Group } from '../builderStyles';

/** The native radio and checkbox inputs in the platform's colour, large enough to hit. */
export const Mark = styled.input`
  inline-size: 20px;
  block-size: 20px;
  margin: 0;
  flex-shrink: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
