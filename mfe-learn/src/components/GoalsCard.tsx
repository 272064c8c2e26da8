import { useInlineEditor } from '../hooks/useInlineEditor';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { MetaItems } from './MetaItems';
import { format, parseISO } from 'date-fns';
import { CalendarDays, Clock, Target } from 'lucide-react';
import { Button, Field, Input, Textarea } from '@canopy/ui';
import { enrollmentGoalsFormSchema } from '@canopy/contracts';
import type { Enrollment, EnrollmentGoalsForm } from '@canopy/contracts';
import { useUpdateEnrollment } from '../api/useLearnMutations';
import { goalsPayload } from '../lib/goalsForm';
import { DashboardCard, Quiet } from './DashboardCard';

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  .goal {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  li strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Form = styled.form`
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

function formatDay(day: string | null): string | null {
  if (!day) return null;
  const date = parseISO(day);
  return Number.isNaN(date.getTime()) ? day : format(date, 'MMM d, yyyy');
}

/** Personal learning goal, target date and weekly hours (learning mode is always self-paced). */
export function GoalsCard({ enrollment }: { enrollment: Enrollment }) {
  const { editing, setEditing, toggleRef } = useInlineEditor();
  const update = useUpdateEnrollment(enrollment);
  const defaults = (): EnrollmentGoalsForm => ({
    personalGoal: enrollment.personalGoal ?? '',
    targetCompletionDate: enrollment.targetCompletionDate ?? '',
    weeklyHoursTarget: enrollment.weeklyHoursTarget == null ? '' : String(enrollment.weeklyHoursTarget),
  });
  const form = useForm<EnrollmentGoalsForm>({
    resolver: zodResolver(enrollmentGoalsFormSchema),
    defaultValues: defaults(),
  });
  const { errors } = form.formState;
  const target = formatDay(enrollment.targetCompletionDate);

  const onSubmit = form.handleSubmit((values) => {
    update.mutate({ kind: 'goals', payload: goalsPayload(values) }, { onSuccess: () => setEditing(false) });
  });

  return (
    <DashboardCard
      title="Learning goals"
      description="Set a goal and a pace that fit your life."
      icon={<Target />}
    >
      <Summary>
        {enrollment.personalGoal?.trim() ? (
          <p className="goal">{enrollment.personalGoal}</p>
        ) : (
          <Quiet>No personal learning goal set yet.</Quiet>
        )}
        <MetaItems as="ul">
          <li>
            <CalendarDays aria-hidden="true" /> Target date: <strong>{target ?? 'Not set'}</strong>
          </li>
          <li>
            <Clock aria-hidden="true" /> Weekly hours:{' '}
            <strong>
              {enrollment.weeklyHoursTarget != null ? `${enrollment.weeklyHoursTarget} h` : 'Not set'}
            </strong>
          </li>
          <li>
            Mode: <strong>Self-paced</strong>
          </li>
        </MetaItems>
      </Summary>
      {editing ? (
        <Form onSubmit={onSubmit} noValidate>
          <Field label="Personal goal" error={errors.personalGoal?.message}>
            <Textarea
              autoFocus
              rows={3}
              placeholder="e.g., Cut my household's energy use by a fifth this year"
              {...form.register('personalGoal')}
            />
          </Field>
          <div className="two">
            <Field label="Target completion date" optional error={errors.targetCompletionDate?.message}>
              <Input
                type="date"
                min={format(new Date(), 'yyyy-MM-dd')}
                {...form.register('targetCompletionDate')}
              />
            </Field>
            <Field
              label="Weekly hours"
              optional
              hint="Hours per week you plan to study (1 to 80)."
              error={errors.weeklyHoursTarget?.message}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={80}
                step={1}
                placeholder="e.g., 5"
                {...form.register('weeklyHoursTarget')}
              />
            </Field>
          </div>
          <div className="actions">
            <Button type="submit" loading={update.isPending}>
              Save Goals
            </Button>
            <Button variant="ghost" onClick={() => setEditing(false)} disabled={update.isPending}>
              Cancel
            </Button>
          </div>
        </Form>
      ) : (
        <div>
          <Button
            ref={toggleRef}
            variant="outline"
            onClick={() => {
              form.reset(defaults());
              setEditing(true);
            }}
          >
            {enrollment.personalGoal?.trim() ? 'Edit goals' : 'Set a goal'}
          </Button>
        </div>
      )}
    </DashboardCard>
  );
}
