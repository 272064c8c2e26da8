import styled from 'styled-components';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, Input } from '@canopy/ui';
import { useLearnT } from '../../i18n/useLearnT';

const DateTime = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  legend {
    padding: 0;
    margin-block-end: 6px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .inputs {
    display: grid;
    grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
    gap: 8px;
    /* The narrowest phones: the date above the time, each wide enough for its picker. */
    @media (max-width: 399px) {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

/** A session's start or end: a date and a time under one legend, with one message for both. */
export function DateTimeFields({
  legend,
  which,
  errorId,
  error,
  date,
  time,
}: {
  legend: string;
  /** "Start" or "End": names each input ("Start date", "Start time"). */
  which: 'Start' | 'End';
  errorId: string;
  error?: string;
  date: UseFormRegisterReturn;
  time: UseFormRegisterReturn;
}) {
  const { t } = useLearnT();
  return (
    <DateTime aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="inputs">
        <Input
          {...date}
          type="date"
          aria-label={which === 'Start' ? t('Start date') : t('End date')}
          aria-invalid={error ? true : undefined}
        />
        <Input
          {...time}
          type="time"
          aria-label={which === 'Start' ? t('Start time') : t('End time')}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </DateTime>
  );
}
