import styled from 'styled-components';

/** A lesson's or module's position in a tinted circle, beside its title (decorative: the list says the order). */
export const NumberCircle = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 36px;
  block-size: 36px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
