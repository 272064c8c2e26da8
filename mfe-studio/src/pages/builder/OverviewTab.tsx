import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRight, CircleCheck } from 'lucide-react';
import type { CourseDetail } from '@canopy/contracts';
import { Card, CardContent, CardHeader, CardTitle, Skeleton, Text, VisuallyHiddenText } from '@canopy/ui';
import { useCourseModules } from '../../api/useBuilderCurriculum';
import { useCourseQuizCount } from '../../api/useCourseBuilder';
import CourseAnalytics from '../../components/analytics/CourseAnalytics';
import { BuilderStatusBadge, CourseStatusNote } from './CourseStatusNote';
import { ReviewHistory } from './ReviewHistory';
import { currentLanguage } from '@canopy/i18n';
import { formatNumber } from '@canopy/i18n/format';
import { useStudioT } from '../../i18n/useStudioT';
import { nextSteps } from './nextSteps';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-block: 0 ${({ theme }) => theme.space[6]};
  margin-inline: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: 1.1;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin-block-end: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primarySoftHover};
  }
  svg {
    flex-shrink: 0;
    inline-size: 18px;
    block-size: 18px;
  }
`;

const StatusRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-block-end: ${({ theme }) => theme.space[4]};
  margin-block-end: ${({ theme }) => theme.space[4]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Done = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** The Overview tab: status, counts, what to do next, the review history and the course's analytics. */
export default function OverviewTab({ course }: { course: CourseDetail }) {
  const { t } = useStudioT();
  const count = (n: number) => formatNumber(n, currentLanguage());
  const modules = useCourseModules(course.id);
  const quizzes = useCourseQuizCount(course.id);
  const [params] = useSearchParams();
  const linkTo = (tab: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', tab);
    return `?${next.toString()}`;
  };
  const steps = modules.data ? nextSteps(course, modules.data, quizzes.data ?? null) : null;

  return (
    <section aria-labelledby="builder-overview-title">
      <VisuallyHiddenText as="h2" id="builder-overview-title">
        {t('Overview')}
      </VisuallyHiddenText>
      <Figures aria-label={t('Course figures')}>
        <div>
          <dt>{t('Modules')}</dt>
          <dd>{count(course.moduleCount)}</dd>
        </div>
        <div>
          <dt>{t('Lessons')}</dt>
          <dd>{count(course.lessonCount)}</dd>
        </div>
        <div>
          <dt>{t('Quizzes')}</dt>
          <dd>
            {quizzes.isError ? (
              '—'
            ) : quizzes.data !== undefined ? (
              count(quizzes.data)
            ) : (
              <Skeleton $height="34px" $width="40px" />
            )}
          </dd>
        </div>
        <div>
          <dt>{t('Enrolled learners')}</dt>
          <dd>{count(course.enrolledCount)}</dd>
        </div>
      </Figures>
      <Columns>
        <Card as="section" aria-labelledby="builder-next-title">
          <CardHeader>
            <CardTitle as="h3" id="builder-next-title">
              {t('Next steps')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {modules.isError ? (
              <Text $tone="muted" $size="sm">
                {t('The next steps need the course’s modules, which could not be loaded.')}
              </Text>
            ) : !steps ? (
              <div role="status" aria-label={t('Loading next steps')}>
                <Skeleton $height="96px" />
              </div>
            ) : steps.length === 0 ? (
              <Done>
                <CircleCheck aria-hidden="true" /> {t('Everything is in place. Nice work.')}
              </Done>
            ) : (
              <Steps>
                {steps.map((s) => (
                  <li key={s.key}>
                    <Link to={linkTo(s.tab)}>
                      {s.text}
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </Steps>
            )}
          </CardContent>
        </Card>
        <Card as="section" aria-labelledby="builder-status-title">
          <CardHeader>
            <CardTitle as="h3" id="builder-status-title">
              {t('Status and reviews')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <StatusRow>
              <div>
                <BuilderStatusBadge status={course.status} />
              </div>
              <CourseStatusNote course={course} />
            </StatusRow>
            <ReviewHistory courseId={course.id} />
          </CardContent>
        </Card>
      </Columns>
      <CourseAnalytics courseId={course.id} />
    </section>
  );
}
