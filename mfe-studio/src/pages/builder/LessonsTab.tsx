import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BookOpen } from 'lucide-react';
import type { CourseDetail } from '@canopy/contracts';
import { Button, EmptyState, ErrorState, Skeleton } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client';
import { useCourseModules, useLessonsOfModules } from '../../api/useBuilderCurriculum';
import { ModuleLessons } from './ModuleLessons';
import { SkeletonList, TabHead } from './builderStyles';

const Modules = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/** The Lessons tab: every module's lessons, grouped by module in course order. */
export default function LessonsTab({ course }: { course: CourseDetail }) {
  const modules = useCourseModules(course.id);
  const list = modules.data ?? [];
  const lessons = useLessonsOfModules(list.map((m) => m.id));
  const [params] = useSearchParams();
  const modulesTab = new URLSearchParams(params);
  modulesTab.set('tab', 'modules');

  return (
    <section aria-labelledby="builder-lessons-title">
      <TabHead>
        <div>
          <h2 id="builder-lessons-title">Lessons</h2>
          <p>Add lessons to each module, put them in order, or move one to another module.</p>
        </div>
      </TabHead>
      {modules.isLoading ? (
        <SkeletonList role="status" aria-label="Loading lessons">
          <Skeleton $height="160px" />
          <Skeleton $height="160px" />
        </SkeletonList>
      ) : modules.isError ? (
        <ErrorState
          as="h3"
          title="The modules could not be loaded"
          message={errorMessage(modules.error, 'Please try again.')}
          onRetry={() => void modules.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState
          as="h3"
          icon={<BookOpen />}
          title="Lessons live in modules"
          description="Add a module first; its lessons are then added here."
          action={
            <Button asChild>
              <Link to={`?${modulesTab.toString()}`}>Go to Modules</Link>
            </Button>
          }
        />
      ) : (
        <Modules>
          {list.map((module, index) => (
            <ModuleLessons
              key={module.id}
              courseId={course.id}
              module={module}
              position={index + 1}
              lessons={lessons[index]!}
              otherModules={list.filter((m) => m.id !== module.id)}
            />
          ))}
        </Modules>
      )}
    </section>
  );
}
