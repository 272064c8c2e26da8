import styled from 'styled-components';

/** A tab's heading row: title and summary on the left, its main action on the right (stacked on phones). */
export const TabHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[5]};
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    margin-block: ${({ theme }) => theme.space[1]} 0;
    margin-inline: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** One item's title line inside a sortable row. */
export const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

export const ItemNumber = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

export const ItemText = styled.p`
  margin-block: ${({ theme }) => theme.space[1]} 0;
  margin-inline: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

export const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-block-start: ${({ theme }) => theme.space[2]};
`;

export const SkeletonList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A settings card's form: its fields and groups one under the other. */
export const SettingsFormBody = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/** A group of fields under its legend (settings forms, a quiz question's answers and options). */
export const SettingsFieldGroup = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-inline-size: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** A settings form's save button, at its end. */
export const SettingsFormActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
