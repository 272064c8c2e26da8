import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useLocation } from 'react-router-dom';
import { useMyFeedback } from '../../api/useMyFeedback';
import { FeedbackEntries } from '../../components/FeedbackEntries';
import { useLearnT } from '../../i18n/useLearnT';

export const LESSON_FEEDBACK_ANCHOR = 'instructor-feedback';

const Section = styled.section`
  display: grid;
  gap: 12px;
  scroll-margin-block-start: 88px;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 4px;
  }
`;

/**
 * Feedback about this lesson and its quizzes, from the course's instructors. Nothing at all (no heading) when
 * there is none; a notification's link (`#instructor-feedback`) scrolls here and gives it focus once it shows.
 */
export function LessonFeedback({ courseId, lessonId }: { courseId: number; lessonId: number }) {
  const { t } = useLearnT();
  const feedback = useMyFeedback(courseId, { lessonId });
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const items = feedback.data?.items ?? [];
  const shown = items.length > 0;

  useEffect(() => {
    if (shown && hash === `#${LESSON_FEEDBACK_ANCHOR}`) {
      ref.current?.scrollIntoView({ block: 'start' });
      ref.current?.focus({ preventScroll: true });
    }
  }, [shown, hash]);

  if (!shown) return null;
  return (
    <Section id={LESSON_FEEDBACK_ANCHOR} ref={ref} tabIndex={-1} aria-labelledby="lesson-feedback-title">
      <h2 id="lesson-feedback-title">{t('Feedback from your instructor')}</h2>
      <FeedbackEntries
        items={items}
        courseId={courseId}
        linkLessons={false}
        label={t('Feedback on this lesson and its quizzes')}
      />
    </Section>
  );
}
