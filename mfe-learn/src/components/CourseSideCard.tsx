import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Award,
  BarChart3,
  BookOpen,
  CalendarClock,
  ClipboardCheck,
  Layers,
  LayoutDashboard,
  Star,
  ArrowRight,
} from 'lucide-react';
import { Badge, Button, Card, Progress, Skeleton } from '@canopy/ui';
import type { CourseDetail, CourseOutline } from '@canopy/contracts';
import { courseContents, includesText } from '../lib/courseContents';
import { formatDuration } from '../lib/duration';
import { useCourseQuizStanding } from '../api/useLessonQuizzes';
import { certificateHref, continueHref } from '../lib/links';
import { counted, useLabels } from '../hooks/useLabels';
import { CourseImage } from './CourseImage';
import { Rating } from './Rating';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 18px;
  padding: 20px;
`;

const Facts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    align-items: center;
    gap: 10px;
  }
  li > svg {
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.primary};
    flex-shrink: 0;
  }
  .label {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .value {
    margin-inline-start: auto;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: end;
  }
`;

const ProgressBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  .row {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 8px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .row strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.primary};
  }
  .sub {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

export interface CourseSideCardProps {
  course: CourseDetail;
  signedIn: boolean;
  /** The course outline: what the course contains and, signed in, the learner's progress. */
  outline: CourseOutline | undefined;
  outlineLoading: boolean;
  onEnroll: () => void;
  enrolling: boolean;
}

/** The course page's side card: facts, then Enroll Now or the learner's progress with Continue Learning. */
export function CourseSideCard({
  course,
  signedIn,
  outline,
  outlineLoading,
  onEnroll,
  enrolling,
}: CourseSideCardProps) {
  const { t, level } = useLabels();
  const navigate = useNavigate();
  const progress = outline?.learner ?? undefined;
  const enrolled = Boolean(progress?.enrolled);
  const includes = outline ? includesText(courseContents(outline)) : null;
  // The same quiz reads as the enrolled view (shared cache): with every lesson done, Continue opens the quiz left.
  const quizzes = useCourseQuizStanding(outline?.modules ?? [], enrolled && !progress?.completed);
  let action;
  if (signedIn && outlineLoading) {
    action = <Skeleton $height="50px" $radius="10px" />;
  } else if (enrolled && progress) {
    action = (
      <>
        <ProgressBox>
          <div className="row">
            <span>{t('Your progress')}</span>
            <strong>{progress.progress}%</strong>
          </div>
          <Progress value={progress.progress} label={t('Course progress')} />
          <span className="sub">
            {t('{{completed}} of {{shown}} lessons completed', {
              ...counted(progress.totalLessons),
              completed: progress.completedLessons,
            })}
            {quizzes.totalQuizzes > 0 &&
              ` · ${t('{{passed}} of {{shown}} quizzes passed', {
                ...counted(quizzes.totalQuizzes),
                passed: quizzes.passedQuizzes,
              })}`}
          </span>
        </ProgressBox>
        <Actions>
          {progress.completed && progress.certificate ? (
            <Button asChild size="lg" fullWidth>
              <Link to={certificateHref(progress.certificate.code)}>
                <Award aria-hidden="true" /> {t('View Certificate')}
              </Link>
            </Button>
          ) : !progress.completed && !progress.nextLesson && !quizzes.ready ? (
            // Every lesson done: where to continue is the quiz left, known once the quiz reads answer.
            <Skeleton $height="50px" $radius="10px" />
          ) : (
            <Button asChild size="lg" fullWidth>
              <Link to={continueHref(course.id, progress.nextLesson?.id, quizzes.firstUnpassedLessonId)}>
                {t('Continue Learning')} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
          <Button asChild variant="outline" fullWidth>
            <Link to={`/courses/${course.id}/dashboard`}>
              <LayoutDashboard aria-hidden="true" /> {t('Course dashboard')}
            </Link>
          </Button>
        </Actions>
      </>
    );
  } else {
    action = (
      <Actions>
        <Button
          size="lg"
          fullWidth
          loading={enrolling}
          onClick={() => (signedIn ? onEnroll() : navigate('/auth'))}
        >
          {t('Enroll Now')}
        </Button>
        {!signedIn && (
          <span style={{ fontSize: 13, textAlign: 'center', color: 'inherit' }}>
            {t('Free account required — takes a minute.')}
          </span>
        )}
      </Actions>
    );
  }

  return (
    <Root as="aside" aria-label={t('Course summary')}>
      <CourseImage src={course.imageUrl} categoryIcon={course.category?.icon} seed={course.id} priority />
      <Body>
        {progress?.completed && (
          <Badge $variant="success" style={{ alignSelf: 'flex-start' }}>
            <Award aria-hidden="true" /> {t('Course completed')}
          </Badge>
        )}
        {action}
        <Facts aria-label={t('Course facts')}>
          <li>
            <BarChart3 aria-hidden="true" />
            <span className="label">{t('Level')}</span>
            <span className="value">{level(course.level)}</span>
          </li>
          <li>
            <Star aria-hidden="true" />
            <span className="label">{t('Rating')}</span>
            <span className="value">
              <Rating rating={course.rating} />
            </span>
          </li>
          <li>
            <CalendarClock aria-hidden="true" />
            <span className="label">{t('Duration')}</span>
            <span className="value">
              {course.durationMinutes > 0
                ? t('{{duration}} (self-paced)', { duration: formatDuration(course.durationMinutes) })
                : t('Self-paced')}
            </span>
          </li>
          <li>
            <Layers aria-hidden="true" />
            <span className="label">{t('Modules')}</span>
            <span className="value">{t('{{shown}} modules', counted(course.moduleCount))}</span>
          </li>
          <li>
            <BookOpen aria-hidden="true" />
            <span className="label">{t('Lessons')}</span>
            <span className="value">{t('{{shown}} lessons', counted(course.lessonCount))}</span>
          </li>
          {includes && (
            <li>
              <ClipboardCheck aria-hidden="true" />
              <span>{includes}</span>
            </li>
          )}
          {/* Earned by completing every lesson, so only a course with lessons offers it. */}
          {course.lessonCount > 0 && (
            <li>
              <Award aria-hidden="true" />
              <span>{t('Certificate of completion')}</span>
            </li>
          )}
        </Facts>
      </Body>
    </Root>
  );
}
