import styled from 'styled-components';

/** The sign-in and recovery pages' full-height frame on a soft green and sand wash. */
export const AuthBackdrop = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background:
    radial-gradient(1100px 480px at 0% -5%, #e5efe8 0%, transparent 60%),
    radial-gradient(900px 420px at 105% 0%, #fbefdc 0%, transparent 55%),
    ${({ theme }) => theme.colors.background};
`;
