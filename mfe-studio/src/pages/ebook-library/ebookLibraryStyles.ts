import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { CardHeader, focusRing } from '@canopy/ui';

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin-block-start: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 380px minmax(0, 1fr);
    align-items: start;
  }
`;

export const SearchBox = styled.div`
  position: relative;
  max-width: 420px;
  > svg {
    position: absolute;
    inset-inline-start: 12px;
    inset-block-start: 50%;
    transform: translateY(-50%);
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    padding-inline-start: 40px;
  }
`;

export const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Item = styled(Link)<{ $selected: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: background ${({ theme }) => theme.transitions.fast};
  ${focusRing}
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${({ $selected, theme }) =>
    $selected &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
      &:hover {
        background: ${theme.colors.primarySoft};
      }
    `}
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

export const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ViewerHead = styled(CardHeader)`
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    overflow-wrap: anywhere;
    /* Focused by the page (tabindex -1) so the selection is announced and in view; not a control. */
    &:focus,
    &:focus-visible {
      outline: none;
      box-shadow: none;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Content = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  padding-block-start: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[12]};
  color: ${({ theme }) => theme.colors.textMuted};
`;
