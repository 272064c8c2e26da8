import styled from 'styled-components';

/** "Skip to main content": the first focusable element of every page layout. */
export const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -100px;
  z-index: 100;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus {
    top: 12px;
    color: #ffffff;
  }
`;
