import { useInlineEditor } from '../hooks/useInlineEditor';
import styled from 'styled-components';
import { MetaItems } from './MetaItems';
import { parseISO } from 'date-fns';
import { useLearnT } from '../i18n/useLearnT';
import { localDate } from '../lib/dates';
import { CalendarDays, Clock, Target } from 'lucide-react';
import { Button, Spinner, lazyPart } from '@canopy/ui';
import type { Enrollment } from '@canopy/contracts';
import { DashboardCard, Quiet } from './DashboardCard';

const GoalsForm = lazyPart(
  () => import('./GoalsForm'),
  'default',
  () => <Spinner />,
);
/** Starts loading the editor when the learner heads for its button, so it opens without a wait. */
const preloadGoalsForm = () => void GoalsForm.preload();

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

function formatDay(day: string | null): string | null {
  if (!day) return null;
  const date = parseISO(day);
  return Number.isNaN(date.getTime()) ? day : localDate(date, 'short');
}

/** Personal learning goal, target date and weekly hours (learning mode is always self-paced). */
export function GoalsCard({ enrollment }: { enrollment: Enrollment }) {
  const { t } = useLearnT();
  const { editing, setEditing, toggleRef } = useInlineEditor();
  const target = formatDay(enrollment.targetCompletionDate);

  return (
    <DashboardCard
      title={t('Learning goals')}
      description={t('Set a goal and a pace that fit your life.')}
      icon={<Target />}
    >
      <Summary>
        {enrollment.personalGoal?.trim() ? (
          <p className="goal">{enrollment.personalGoal}</p>
        ) : (
          <Quiet>{t('No personal learning goal set yet.')}</Quiet>
        )}
        <MetaItems as="ul">
          <li>
            <CalendarDays aria-hidden="true" /> {t('Target date:')} <strong>{target ?? t('Not set')}</strong>
          </li>
          <li>
            <Clock aria-hidden="true" /> {t('Weekly hours:')}{' '}
            <strong>
              {enrollment.weeklyHoursTarget != null ? `${enrollment.weeklyHoursTarget} h` : t('Not set')}
            </strong>
          </li>
          <li>
            {t('Mode:')} <strong>{t('Self-paced')}</strong>
          </li>
        </MetaItems>
      </Summary>
      {editing ? (
        <GoalsForm enrollment={enrollment} onDone={() => setEditing(false)} />
      ) : (
        <div>
          <Button
            ref={toggleRef}
            variant="outline"
            onPointerEnter={preloadGoalsForm}
            onFocus={preloadGoalsForm}
            onClick={() => setEditing(true)}
          >
            {enrollment.personalGoal?.trim() ? t('Edit goals') : t('Set a goal')}
          </Button>
        </div>
      )}
    </DashboardCard>
  );
}
