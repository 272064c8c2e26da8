import styled from 'styled-components';

export const DialogHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding-inline-end: 32px;
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[2]};
`;
