import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Plus } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState } from '@canopy/ui';
import { QueryState, SkeletonRows } from '@canopy/ui/page-kit';
import { useEducatorCourses } from '../../api/useStudioCourses';
import { CourseLinks } from '../../components/courses/CourseLinks';
import { CourseStatusBadge } from '../../components/courses/CourseStatus';
import { shortDate } from '../../lib/dates';

/** Where the course wizard lives (declared in paths.ts). */
export const COURSE_WIZARD_PATH = '/educator/courses/new';

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
  padding-left: 1.25rem;
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
    border-top: 1px solid ${({ theme }) => theme.colors.border};
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
  const courses = useEducatorCourses();
  const drafts = (courses.data ?? []).filter((c) => c.status !== 'approved');

  return (
    <Grid>
      <Card as="section" aria-labelledby="builder-create-title">
        <CardHeader>
          <CardTitle as="h2" id="builder-create-title">
            Build a course
          </CardTitle>
          <CardDescription>
            Start from one of five story templates or from a YouTube video; the wizard takes you through it in
            three steps.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Steps>
            <li>Choose a story template or a video</li>
            <li>Give the course a title and description</li>
            <li>Pick categories, a level and an image</li>
          </Steps>
          <Button asChild>
            <Link to={COURSE_WIZARD_PATH}>
              <Plus aria-hidden="true" /> Create Course
            </Link>
          </Button>
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="builder-drafts-title">
        <CardHeader>
          <CardTitle as="h2" id="builder-drafts-title">
            In progress
          </CardTitle>
          <CardDescription>
            Your courses that are not yet approved: pending review or rejected.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={courses}
            loading={<SkeletonRows label="Loading your courses" count={2} height="44px" />}
            errorTitle="Your courses could not be loaded"
            isEmpty={() => drafts.length === 0}
            empty={
              <EmptyState
                as="h3"
                title="No courses in progress"
                description="Courses you create wait here until an administrator approves them."
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
                      {c.moduleCount} {c.moduleCount === 1 ? 'module' : 'modules'} · {c.lessonCount}{' '}
                      {c.lessonCount === 1 ? 'lesson' : 'lessons'} · created{' '}
                      <time dateTime={c.createdAt}>{shortDate(c.createdAt)}</time>
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
