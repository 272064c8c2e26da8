import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, ArrowRight, Award, CircleCheck } from 'lucide-react';
import { Badge, Button } from '@canopy/ui';
import type { Certificate, LessonDetail } from '@canopy/contracts';
import { certificateHref, lessonHref } from '../../lib/links';
import { useLearnT } from '../../i18n/useLearnT';

const Footer = styled.nav`
  display: grid;
  grid-template-columns: 1fr;
  gap: 12px;
  padding-block-start: 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr auto 1fr;
    align-items: center;
    > :first-child {
      justify-self: start;
    }
    > :nth-child(2) {
      justify-self: center;
    }
    > :last-child {
      justify-self: end;
    }
  }
  a,
  button {
    max-width: 100%;
  }
  a span.label {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const CompleteBox = styled.div`
  display: flex;
  justify-content: center;
`;

/** Previous lesson, Mark Complete (or "Lesson completed"), and the next lesson or the certificate. */
export function LessonFooter({
  lesson,
  locked,
  completed,
  certificate,
  onComplete,
  completing,
}: {
  lesson: LessonDetail;
  locked: boolean;
  completed: boolean;
  certificate: Certificate | null;
  onComplete: () => void;
  completing: boolean;
}) {
  const { t } = useLearnT();
  const courseId = lesson.course.id;
  return (
    <Footer aria-label={t('Lesson navigation')}>
      {lesson.previousLessonId ? (
        <Button asChild variant="outline">
          <Link to={lessonHref(courseId, lesson.previousLessonId)} rel="prev">
            <ArrowLeft aria-hidden="true" /> <span className="label">{t('Previous lesson')}</span>
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <CompleteBox>
        {!locked &&
          (completed ? (
            <Badge $variant="success" style={{ paddingBlock: 8, paddingInline: 14, fontSize: 14 }}>
              <CircleCheck aria-hidden="true" /> {t('Lesson completed')}
            </Badge>
          ) : (
            <Button size="lg" loading={completing} onClick={onComplete}>
              <CircleCheck aria-hidden="true" /> {t('Mark Complete')}
            </Button>
          ))}
      </CompleteBox>
      {lesson.nextLessonId ? (
        <Button asChild variant={completed ? 'primary' : 'outline'}>
          <Link to={lessonHref(courseId, lesson.nextLessonId)} rel="next">
            <span className="label">{t('Next lesson')}</span> <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : certificate ? (
        <Button asChild>
          <Link to={certificateHref(certificate.code)}>
            <Award aria-hidden="true" /> {t('View certificate')}
          </Link>
        </Button>
      ) : (
        <Button asChild variant="outline">
          <Link to={`/courses/${courseId}/dashboard`}>{t('Course dashboard')}</Link>
        </Button>
      )}
    </Footer>
  );
}
