import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Plus, Upload } from 'lucide-react';
import { useIsPathDeclared } from '@canopy/auth';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState } from '@canopy/ui';
import { QueryState, SkeletonRows } from '@canopy/ui/page-kit';
import { useEducatorCourses } from '../../api/useStudioCourses';
import { CourseLinks } from '../../components/courses/CourseLinks';
import { CourseStatusBadge } from '../../components/courses/CourseStatus';
import { localDate } from '../../lib/localDate';
import { useStudioT } from '../../i18n/useStudioT';

/** Where the course wizard lives (declared in paths.ts). */
export const COURSE_WIZARD_PATH = '/educator/courses/new';
/** The Common Cartridge import (a package from Canopy or another LMS becomes a pending course). */
export const IMPORT_COURSE_PATH = '/educator/courses/import';

const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    align-items: start;
  }
`;

const Steps = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding-inline-start: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const CourseRows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    gap: 6px;
    padding: ${({ theme }) => `${theme.space[3]} 0`};
  }
  li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const RowHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

export const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The Builder tab (the dashboard's default): the way into the course wizard and the courses not yet approved. */
export default function BuilderTab() {
  const { t } = useStudioT();
  const courses = useEducatorCourses();
  const canImport = useIsPathDeclared(IMPORT_COURSE_PATH);
  const drafts = (courses.data ?? []).filter((c) => c.status !== 'approved');

  return (
    <Grid>
      <Card as="section" aria-labelledby="builder-create-title">
        <CardHeader>
          <CardTitle as="h2" id="builder-create-title">
            {t('Build a course')}
          </CardTitle>
          <CardDescription>
            {t(
              'Start from one of five story templates or from a YouTube video; the wizard takes you through it in three steps.',
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Steps>
            <li>{t('Choose a story template or a video')}</li>
            <li>{t('Give the course a title and description')}</li>
            <li>{t('Pick categories, a level and an image')}</li>
          </Steps>
          <ButtonRow>
            <Button asChild>
              <Link to={COURSE_WIZARD_PATH}>
                <Plus aria-hidden="true" /> {t('Create Course')}
              </Link>
            </Button>
            {canImport && (
              <Button asChild variant="outline">
                <Link to={IMPORT_COURSE_PATH}>
                  <Upload aria-hidden="true" /> {t('Import a course')}
                </Link>
              </Button>
            )}
          </ButtonRow>
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="builder-drafts-title">
        <CardHeader>
          <CardTitle as="h2" id="builder-drafts-title">
            {t('In progress')}
          </CardTitle>
          <CardDescription>
            {t('Your courses that are not yet approved: pending review or rejected.')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={courses}
            loading={<SkeletonRows label={t('Loading your courses')} count={2} height="44px" />}
            errorTitle={t('Your courses could not be loaded')}
            isEmpty={() => drafts.length === 0}
            empty={
              <EmptyState
                as="h3"
                title={t('No courses in progress')}
                description={t('Courses you create wait here until an administrator approves them.')}
              />
            }
          >
            {() => (
              <CourseRows>
                {drafts.map((c) => (
                  <li key={c.id}>
                    <RowHead>
                      <h3>{c.title}</h3>
                      <CourseStatusBadge status={c.status} />
                    </RowHead>
                    <Meta>
                      {t('{{count}} modules', {
                        count: c.moduleCount,
                        defaultValue: c.moduleCount === 1 ? '1 module' : undefined,
                      })}{' '}
                      ·{' '}
                      {t('{{count}} lessons', {
                        count: c.lessonCount,
                        defaultValue: c.lessonCount === 1 ? '1 lesson' : undefined,
                      })}{' '}
                      · {t('created')} <time dateTime={c.createdAt}>{localDate(c.createdAt)}</time>
                    </Meta>
                    <CourseLinks courseId={c.id} title={c.title} />
                  </li>
                ))}
              </CourseRows>
            )}
          </QueryState>
        </CardContent>
      </Card>
    </Grid>
  );
}
