import { useState } from 'react';
import styled from 'styled-components';
import { MessageSquareQuote } from 'lucide-react';
import { EmptyState, Skeleton, Stack } from '@canopy/ui';
import { QueryState } from '@canopy/ui/page-kit';
import { FEEDBACK_PAGE_SIZE, useMyFeedback } from '../../api/useMyFeedback';
import { DashboardCard } from '../../components/DashboardCard';
import { FeedbackEntries } from '../../components/FeedbackEntries';
import { Pager } from '../../components/Pager';
import { groupDigits } from '../../lib/progress';
import { useLearnT } from '../../i18n/useLearnT';
import { PanelTitle } from './PanelTitle';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-block: -8px 20px;
  margin-inline: 0;
  max-width: 70ch;
`;

/**
 * The Feedback tab: everything the course's instructors told the learner (on the course, its lessons, their
 * reflection and goal, their quiz submissions), newest first, a page at a time.
 */
export function FeedbackPanel({ courseId, courseTitle }: { courseId: number; courseTitle: string }) {
  const { t } = useLearnT();
  const [page, setPage] = useState(1);
  const feedback = useMyFeedback(courseId, { page });
  const total = feedback.data?.total ?? 0;
  return (
    <>
      <PanelTitle>{t('Feedback')}</PanelTitle>
      <Intro>
        {t('What your instructors told you about your work in {{title}}.', { title: courseTitle })}
      </Intro>
      <DashboardCard
        title={t('Feedback from your instructors')}
        description={
          total > 0 ? t('{{n}} pieces of feedback', { count: total, n: groupDigits(total) }) : undefined
        }
        icon={<MessageSquareQuote />}
      >
        <QueryState
          query={feedback}
          loading={
            <Stack $gap={2} role="status" aria-label={t('Loading your feedback')}>
              <Skeleton $height="88px" />
              <Skeleton $height="88px" />
            </Stack>
          }
          errorTitle={t('Your feedback could not be loaded')}
          isEmpty={(data) => data.total === 0}
          empty={
            <EmptyState
              as="p"
              title={t('No feedback yet')}
              description={t(
                'When your instructor comments on your work, your reflection, your goal or a quiz, it appears here and you get a notification.',
              )}
            />
          }
        >
          {(data) => (
            <>
              <FeedbackEntries
                items={data.items}
                courseId={courseId}
                linkLessons
                label={t('Feedback in {{title}}', { title: courseTitle })}
              />
              <Pager
                label={t('Feedback pages')}
                page={page}
                pageSize={FEEDBACK_PAGE_SIZE}
                total={data.total}
                onPage={setPage}
                noun={[t('piece of feedback'), t('pieces of feedback')]}
              />
            </>
          )}
        </QueryState>
      </DashboardCard>
    </>
  );
}
