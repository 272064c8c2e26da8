import styled from 'styled-components';
import { ErrorState, Skeleton } from '@canopy/ui';
import { useLessonQuizzes } from '../../../api/useLessonQuizzes';
import { QuizCard } from './QuizCard';
import { useLearnT } from '../../../i18n/useLearnT';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
  > header h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  > header p {
    margin-block-start: 4px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The lesson's quizzes under its content, for learners who may open the lesson. Nothing shows for a lesson
 * without quizzes; `expected` (the outline's count) lets a lesson known to have one hold its place while loading.
 */
export function LessonQuizzes({
  lessonId,
  courseId,
  expected,
}: {
  lessonId: number;
  courseId: number;
  expected: number | undefined;
}) {
  const { t } = useLearnT();
  const quizzes = useLessonQuizzes(lessonId);
  const count = quizzes.data?.length ?? expected ?? 0;
  if (quizzes.isSuccess && quizzes.data.length === 0) return null;
  if (quizzes.isLoading && !count) return null;

  return (
    <Section aria-labelledby="lesson-quiz-heading">
      <header>
        <h2 id="lesson-quiz-heading">{count > 1 ? t('Lesson quizzes') : t('Lesson quiz')}</h2>
        <p>
          {count > 1
            ? t(
                'Check what you have learned. Passing each quiz counts towards your course progress, and you can retake it as often as you like.',
              )
            : t(
                'Check what you have learned. Passing the quiz counts towards your course progress, and you can retake it as often as you like.',
              )}
        </p>
      </header>
      {quizzes.isLoading ? (
        <Skeleton $height="132px" aria-hidden="true" />
      ) : quizzes.isError ? (
        <ErrorState
          as="h3"
          title={t("We couldn't load this lesson's quiz")}
          message={t('Please check your connection and try again.')}
          onRetry={() => void quizzes.refetch()}
        />
      ) : (
        quizzes.data?.map((quiz) => <QuizCard key={quiz.id} quiz={quiz} courseId={courseId} />)
      )}
    </Section>
  );
}
