import styled from 'styled-components';

/** Labelled facts as tiles (a `<dl>` of `<div><dt/><dd/></div>`): a certificate's and a credential's. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(200px, 100%), 1fr));
  gap: 12px;
  width: 100%;
  margin: 0;
  div {
    padding: 12px 14px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    min-width: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
