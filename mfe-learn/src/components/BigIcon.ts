import styled from 'styled-components';

/** The large tinted circle an icon sits in at the top of a page-level message or a session's stage. */
export const BigIcon = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 34px;
    height: 34px;
  }
`;
