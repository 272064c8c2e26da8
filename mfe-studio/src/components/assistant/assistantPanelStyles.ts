import styled, { css } from 'styled-components';
import { focusRing } from '@canopy/ui';

/** Spec section 9: the chat panel is 850 px high; its input grows up to 128 px. */
export const PANEL_HEIGHT_PX = 850;
export const INPUT_MAX_HEIGHT_PX = 128;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  height: ${PANEL_HEIGHT_PX}px;
  max-height: ${PANEL_HEIGHT_PX}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
`;

export const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[5]} ${theme.space[4]}`};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    svg {
      color: ${({ theme }) => theme.colors.primary};
    }
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Modes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ModeButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.full};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  ${focusRing}
  svg {
    width: 16px;
    height: 16px;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.primary};
      border-color: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
      &:hover {
        background: ${theme.colors.primaryHover};
      }
    `}
`;

export const Log = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[5]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.background};
  ${focusRing}
`;

export const Bubble = styled.div<{ $role: 'user' | 'assistant'; $failed?: boolean }>`
  max-width: min(720px, 92%);
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
  ${({ $role, theme }) =>
    $role === 'user'
      ? css`
          align-self: flex-end;
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          white-space: pre-wrap;
        `
      : css`
          align-self: flex-start;
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
        `}
  ${({ $failed, theme }) =>
    $failed &&
    css`
      background: ${theme.colors.dangerSoft};
      border-color: ${theme.colors.danger};
      color: ${theme.colors.danger};
    `}
  img {
    max-width: 100%;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  p + p,
  ul,
  ol {
    margin-block-start: ${({ theme }) => theme.space[2]};
  }
  ul,
  ol {
    padding-inline-start: 1.25rem;
  }
`;

export const Empty = styled.div`
  margin: auto;
  max-width: 420px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h3 {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-block-end: ${({ theme }) => theme.space[2]};
  }
`;

export const Composer = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const InputRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  textarea {
    flex: 1;
    min-width: 0;
    resize: none;
    max-height: ${INPUT_MAX_HEIGHT_PX}px;
    min-height: 44px;
    padding: 10px 12px;
    font: inherit;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    ${focusRing}
    &:disabled {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      cursor: not-allowed;
    }
  }
`;

export const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Typing = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
