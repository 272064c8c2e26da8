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
import { courseLevelLabels } from '@canopy/contracts';
import type { CourseDetail, CourseOutline } from '@canopy/contracts';
import { courseContents, includesText } from '../lib/courseContents';
import { formatDuration } from '../lib/duration';
import { useCourseQuizStanding } from '../api/useLessonQuizzes';
import { certificateHref, continueHref } from '../lib/links';
import { plural } from '../lib/progress';
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
    margin-left: auto;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: right;
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
            <span>Your progress</span>
            <strong>{progress.progress}%</strong>
          </div>
          <Progress value={progress.progress} label="Course progress" />
          <span className="sub">
            {progress.completedLessons} of {plural(progress.totalLessons, 'lesson')} completed
            {quizzes.totalQuizzes > 0 &&
              ` · ${quizzes.passedQuizzes} of ${plural(quizzes.totalQuizzes, 'quiz', 'quizzes')} passed`}
          </span>
        </ProgressBox>
        <Actions>
          {progress.completed && progress.certificate ? (
            <Button asChild size="lg" fullWidth>
              <Link to={certificateHref(progress.certificate.code)}>
                <Award aria-hidden="true" /> View Certificate
              </Link>
            </Button>
          ) : (
            <Button asChild size="lg" fullWidth>
              <Link to={continueHref(course.id, progress.nextLesson?.id, quizzes.firstUnpassedLessonId)}>
                Continue Learning <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
          <Button asChild variant="outline" fullWidth>
            <Link to={`/courses/${course.id}/dashboard`}>
              <LayoutDashboard aria-hidden="true" /> Course dashboard
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
          Enroll Now
        </Button>
        {!signedIn && (
          <span style={{ fontSize: 13, textAlign: 'center', color: 'inherit' }}>
            Free account required — takes a minute.
          </span>
        )}
      </Actions>
    );
  }

  return (
    <Root as="aside" aria-label="Course summary">
      <CourseImage src={course.imageUrl} categoryIcon={course.category?.icon} seed={course.id} priority />
      <Body>
        {progress?.completed && (
          <Badge $variant="success" style={{ alignSelf: 'flex-start' }}>
            <Award aria-hidden="true" /> Course completed
          </Badge>
        )}
        {action}
        <Facts aria-label="Course facts">
          <li>
            <BarChart3 aria-hidden="true" />
            <span className="label">Level</span>
            <span className="value">{courseLevelLabels[course.level]}</span>
          </li>
          <li>
            <Star aria-hidden="true" />
            <span className="label">Rating</span>
            <span className="value">
              <Rating rating={course.rating} />
            </span>
          </li>
          <li>
            <CalendarClock aria-hidden="true" />
            <span className="label">Duration</span>
            <span className="value">
              {course.durationMinutes > 0
                ? `${formatDuration(course.durationMinutes)} (self-paced)`
                : 'Self-paced'}
            </span>
          </li>
          <li>
            <Layers aria-hidden="true" />
            <span className="label">Modules</span>
            <span className="value">{plural(course.moduleCount, 'module')}</span>
          </li>
          <li>
            <BookOpen aria-hidden="true" />
            <span className="label">Lessons</span>
            <span className="value">{plural(course.lessonCount, 'lesson')}</span>
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
              <span>Certificate of completion</span>
            </li>
          )}
        </Facts>
      </Body>
    </Root>
  );
}
