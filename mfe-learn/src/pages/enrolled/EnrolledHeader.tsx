import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRight, CalendarClock, History } from 'lucide-react';
import { Button, Card, Progress } from '@canopy/ui';
import type { CourseDetail, Enrollment, OutlineLearner } from '@canopy/contracts';
import { useCourseOutline } from '../../api/useLearnQueries';
import { useCourseQuizStanding } from '../../api/useLessonQuizzes';
import { CourseImage } from '../../components/CourseImage';
import { MetaItems } from '../../components/MetaItems';
import { lastActivityLabel } from '../../lib/lastActivityLabel';
import { continueHref } from '../../lib/links';
import { groupDigits } from '../../lib/progress';
import { localDate } from '../../lib/dates';
import { percent } from '../../lib/percent';
import { useLearnT } from '../../i18n/useLearnT';

const Header = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin-block-end: 28px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 260px minmax(0, 1fr);
  }
`;

// A wide, low banner on phones; a picture beside the text from 768 px.
const HeaderImage = styled(CourseImage)`
  && {
    aspect-ratio: 3 / 1;
  }
  ${({ theme }) => theme.media.md} {
    && {
      aspect-ratio: auto;
      height: 100%;
    }
  }
`;

const HeaderBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 22px 24px;
  min-width: 0;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
  .progress {
    display: flex;
    flex-direction: column;
    gap: 6px;
    max-width: 560px;
  }
  .progress .row {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .progress strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.primary};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
  }
`;

/** The enrolled-course view's header: picture, title, last activity, progress and where to continue. */
export function EnrolledHeader({
  course,
  enrollment,
  learner,
}: {
  course: CourseDetail;
  enrollment: Enrollment;
  learner: OutlineLearner;
}) {
  const { t } = useLearnT();
  const lastActive = lastActivityLabel(enrollment.lastActiveAt);
  // The page has read the outline already (a cache hit): which lessons have quizzes, to count the passed ones.
  const outline = useCourseOutline(course.id);
  const quizzes = useCourseQuizStanding(outline.data?.modules ?? [], learner.enrolled);
  const hasQuizzes = quizzes.totalQuizzes > 0;
  const started = learner.completedLessons > 0 || quizzes.passedQuizzes > 0;
  // Until the quiz reads answer, the enrollment's own answer says which quiz is left: a link to this very page
  // (no lesson and no quiz known yet) would be a click that goes nowhere.
  const quizLessonId =
    outline.data && quizzes.ready ? quizzes.firstUnpassedLessonId : enrollment.nextQuizLessonId;
  return (
    <Header as="header">
      <HeaderImage
        src={course.imageUrl}
        categoryIcon={course.category?.icon}
        seed={course.id}
        ratio="16 / 10"
        priority
      />
      <HeaderBody>
        <h1>{course.title}</h1>
        <MetaItems>
          <span>
            <History aria-hidden="true" />{' '}
            {t('Last activity: {{when}}', { when: lastActive ?? t('No activity yet') })}
          </span>
          <span>
            <CalendarClock aria-hidden="true" />{' '}
            {t('Enrolled {{date}}', { date: localDate(enrollment.enrolledAt, 'short') })}
          </span>
        </MetaItems>
        <div className="progress">
          <div className="row">
            <span>
              {t('{{done}} of {{n}} lessons completed', {
                count: learner.totalLessons,
                done: learner.completedLessons,
                n: groupDigits(learner.totalLessons),
              })}
              {hasQuizzes &&
                ` · ${t('{{done}} of {{n}} quizzes passed', {
                  count: quizzes.totalQuizzes,
                  done: quizzes.passedQuizzes,
                  n: groupDigits(quizzes.totalQuizzes),
                })}`}
            </span>
            <strong>{percent(learner.progress)}</strong>
          </div>
          <Progress value={learner.progress} label={t('Course progress')} />
        </div>
        <div className="actions">
          {!learner.completed && (
            <Button asChild>
              <Link to={continueHref(course.id, learner.nextLesson?.id, quizLessonId)}>
                {started ? t('Continue Learning') : t('Start Learning')} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to={`/courses/${course.id}`}>{t('Course page')}</Link>
          </Button>
        </div>
      </HeaderBody>
    </Header>
  );
}
