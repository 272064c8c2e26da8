import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { format } from 'date-fns';
import { Button, Field, Input, Textarea } from '@canopy/ui';
import { enrollmentGoalsFormSchema } from '@canopy/contracts';
import type { Enrollment, EnrollmentGoalsForm } from '@canopy/contracts';
import { useUpdateEnrollment } from '../api/useLearnMutations';
import { goalsPayload } from '../lib/goalsForm';
import { translateMessage } from '@canopy/i18n';
import { useLearnT } from '../i18n/useLearnT';

const GoalsFormLayout = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  .two {
    display: grid;
    gap: 14px;
    ${({ theme }) => theme.media.sm} {
      grid-template-columns: 1fr 1fr;
    }
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

/**
 * The goals editor of GoalsCard, in a module of its own: its form library and schema load when a learner first
 * opens it (or points at its button), not with the dashboard. It starts from the enrollment as it is now.
 */
export default function GoalsForm({ enrollment, onDone }: { enrollment: Enrollment; onDone(): void }) {
  const { t } = useLearnT();
  const update = useUpdateEnrollment(enrollment);
  const message = (text: string | undefined) => (text ? translateMessage(text) : undefined);
  const form = useForm<EnrollmentGoalsForm>({
    resolver: zodResolver(enrollmentGoalsFormSchema),
    defaultValues: {
      personalGoal: enrollment.personalGoal ?? '',
      targetCompletionDate: enrollment.targetCompletionDate ?? '',
      weeklyHoursTarget: enrollment.weeklyHoursTarget == null ? '' : String(enrollment.weeklyHoursTarget),
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    update.mutate({ kind: 'goals', payload: goalsPayload(values) }, { onSuccess: onDone });
  });

  return (
    <GoalsFormLayout onSubmit={onSubmit} noValidate>
      <Field label={t('Personal goal')} error={message(errors.personalGoal?.message)}>
        <Textarea
          autoFocus
          rows={3}
          placeholder={t("e.g., Cut my household's energy use by a fifth this year")}
          {...form.register('personalGoal')}
        />
      </Field>
      <div className="two">
        <Field
          label={t('Target completion date')}
          optional
          error={message(errors.targetCompletionDate?.message)}
        >
          <Input
            type="date"
            min={format(new Date(), 'yyyy-MM-dd')}
            {...form.register('targetCompletionDate')}
          />
        </Field>
        <Field
          label={t('Weekly hours')}
          optional
          hint={t('Hours per week you plan to study (1 to 80).')}
          error={message(errors.weeklyHoursTarget?.message)}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={80}
            step={1}
            placeholder={t('e.g., 5')}
            {...form.register('weeklyHoursTarget')}
          />
        </Field>
      </div>
      <div className="actions">
        <Button type="submit" loading={update.isPending}>
          {t('Save Goals')}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          {t('Cancel')}
        </Button>
      </div>
    </GoalsFormLayout>
  );
}
